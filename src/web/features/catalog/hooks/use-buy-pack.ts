import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import { useCreatePayment } from '../api/create-payment';
import { useSignInPath } from '@web/lib/sign-in-path';

/** Opens the provider's checkout in a new tab; if the browser blocks the tab, goes there in this one instead. */
function openCheckout(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/** Buy Outcome Pack on a product page: sign-in first, then a checkout session from the payments module. */
export function useBuyPack() {
  const { viewer, loading } = useViewer();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const checkout = useCreatePayment();

  const buy = (productId: string) => {
    if (!viewer) {
      toast.error('Authentication required', { description: 'Please sign in to purchase this pack.' });
      navigate(signInPath);
      return;
    }
    checkout.mutate(productId, {
      onSuccess: ({ url }) => {
        if (url) openCheckout(url);
        else toast.error('Checkout failed', { description: 'Failed to create checkout session' });
      },
      onError: (error) => toast.error('Checkout failed', { description: error.message || 'Please try again.' }),
    });
  };

  return { buy, pending: checkout.isPending, ready: !loading };
}
