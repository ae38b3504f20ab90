export { fetchProductsFx } from './api';
export { $products, $productsError, $productsPending, homePageOpened, HOME_NEW_ARRIVALS, FAILED_TO_FETCH_PRODUCTS } from './model';
