import { appError } from '../../errors';

export const paymentsErrors = {
  productNotFound: () => appError('payments.product_not_found', 404, 'Product not found'),
  checkoutFailed: () => appError('payments.checkout_failed', 502, 'Failed to create checkout session'),
  orderNotFound: () => appError('payments.order_not_found', 404, 'Order not found'),
  declined: () => appError('payments.declined', 402, 'Your payment was declined. You have not been charged.'),
  canceled: () => appError('payments.canceled', 409, 'This checkout was canceled. You have not been charged.'),
  notCompleted: () => appError('payments.not_completed', 409, 'Payment has not been completed yet.'),
  awaitingTransfer: () =>
    appError('payments.awaiting_transfer', 409, 'This milestone is awaiting your bank transfer against its invoice.'),
  alreadyFunded: () => appError('projects.milestone_funded', 409, 'This milestone is already funded'),
  replacedCheckout: () =>
    appError(
      'payments.checkout_replaced',
      409,
      'A newer checkout for this milestone was opened in another tab or window. Continue there, or start again.',
    ),
  amountMismatch: () =>
    appError('payments.amount_mismatch', 409, 'The payment does not match the order. Please contact support.'),
};
