export { CheckoutSkeleton } from './CheckoutSkeleton';
export type { CheckoutSkeletonProps, CheckoutSkeletonLabels } from './CheckoutSkeleton';
