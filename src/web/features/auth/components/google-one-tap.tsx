import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { viewerQuery } from '@web/lib/viewer';
import { signInWithGoogleIdToken } from '../api/auth-api';

type GoogleId = {
  accounts: { id: { initialize: (config: object) => void; prompt: () => void; cancel: () => void } };
};

/** Google one-tap, offered only on the configured production origin with a configured client id. */
export function GoogleOneTap({ clientId, origin }: { clientId: string; origin: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (window.location.origin !== origin) return;
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleId }).google;
      google?.accounts.id.initialize({
        client_id: clientId,
        callback: async ({ credential }: { credential: string }) => {
          try {
            await signInWithGoogleIdToken(credential);
            await queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
            navigate('/');
          } catch (error) {
            toast.error('One Tap failed', { description: error instanceof Error ? error.message : 'Unexpected error' });
          }
        },
      });
      try {
        google?.accounts.id.prompt();
      } catch (error) {
        toast.error('One Tap error', { description: error instanceof Error ? error.message : 'Unexpected error' });
      }
    };
    document.head.appendChild(script);
    return () => {
      (window as unknown as { google?: GoogleId }).google?.accounts.id.cancel();
      script.remove();
    };
  }, [clientId, origin, navigate, queryClient]);

  return null;
}
