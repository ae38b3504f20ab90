import { useUnit } from 'effector-react';
import {
  $appliedCoupon,
  $cartItems,
  $cartStatus,
  $discountAmount,
  $freeShippingProgress,
  $hasFreeShipping,
  $hasMultipleDeliveries,
  $isOpen,
  $itemCount,
  $overallDeliveryEstimate,
  $remainingForFreeShipping,
  $sellerGroups,
  $subtotal,
  $totalPrice,
  $updatingItems,
  cartCleared,
  cartClosed,
  cartOpened,
  itemRemoved,
  quantityChanged,
} from './model';


/** Everything the cart drawer and cart page show, and the shopper's operations (§2, §7 cart store operations). */
export const useCartView = () =>
  useUnit({
    isOpen: $isOpen,
    status: $cartStatus,
    items: $cartItems,
    groups: $sellerGroups,
    itemCount: $itemCount,
    subtotal: $subtotal,
    discountAmount: $discountAmount,
    total: $totalPrice,
    appliedCoupon: $appliedCoupon,
    hasFreeShipping: $hasFreeShipping,
    freeShippingProgress: $freeShippingProgress,
    remainingForFreeShipping: $remainingForFreeShipping,
    overallDeliveryDays: $overallDeliveryEstimate,
    multipleDeliveries: $hasMultipleDeliveries,
    updatingOffers: $updatingItems,
    open: cartOpened,
    close: cartClosed,
    changeQuantity: quantityChanged,
    remove: itemRemoved,
    clear: cartCleared,
  });
