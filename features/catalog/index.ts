export { fetchProductsFx } from './api';
export { $products, $productsError, $productsPending, homePageOpened, FAILED_TO_FETCH_PRODUCTS } from './model';
