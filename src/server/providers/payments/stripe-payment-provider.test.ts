import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from './stripe-payment-provider';

type Received = { method: string; path: string; headers: IncomingMessage['headers']; body: URLSearchParams };

/** A stand-in for api.stripe.com on loopback: records requests and answers like Stripe. */
let server: Server;
let received: Received[] = [];
let port = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received.push({
        method: request.method!,
        path: request.url!,
        headers: request.headers,
        body: new URLSearchParams(raw),
      });
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        response.end(
          JSON.stringify({
            id: 'cs_test_a1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
            status: 'open',
            payment_status: 'unpaid',
          }),
        );
      } else if (request.method === 'POST' && request.url === '/v1/checkout/sessions/cs_test_open/expire') {
        response.end(
          JSON.stringify({
            id: 'cs_test_open',
            object: 'checkout.session',
            status: 'expired',
            payment_status: 'unpaid',
            client_reference_id: 'payment-2',
            amount_total: 50000,
            currency: 'gbp',
            payment_intent: null,
          }),
        );
      } else if (request.method === 'POST' && request.url === '/v1/checkout/sessions/cs_test_a1/expire') {
        // As Stripe answers for a session that is no longer open.
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          }),
        );
      } else if (request.url?.startsWith('/v1/checkout/sessions/cs_test_a1')) {
        response.end(
          JSON.stringify({
            id: 'cs_test_a1',
            object: 'checkout.session',
            status: 'complete',
            payment_status: 'paid',
            client_reference_id: 'order-1',
            amount_total: 395000,
            currency: 'gbp',
            payment_intent: 'pi_test_a1',
          }),
        );
      } else if (request.method === 'GET' && request.url?.startsWith('/v1/checkout/sessions?')) {
        // Two pages, as Stripe pages a list: the SDK follows has_more with starting_after.
        const second = request.url.includes('starting_after=cs_test_p1');
        const session = (id: string, extra: object) => ({
          object: 'checkout.session',
          id,
          status: 'complete',
          created: 1_790_000_000,
          currency: 'gbp',
          ...extra,
        });
        response.end(
          JSON.stringify({
            object: 'list',
            url: '/v1/checkout/sessions',
            has_more: !second,
            data: second
              ? [
                  session('cs_test_p2', {
                    payment_status: 'paid',
                    amount_total: 20_000,
                    client_reference_id: 'order-9',
                    metadata: { order_id: 'order-9', purpose: 'order' },
                    payment_intent: { id: 'pi_test_p2', latest_charge: null },
                  }),
                  // Completed but unpaid (a delayed method still pending): not a capture.
                  session('cs_test_p3', {
                    payment_status: 'unpaid',
                    amount_total: 5_000,
                    payment_intent: 'pi_test_p3',
                  }),
                ]
              : [
                  session('cs_test_p1', {
                    payment_status: 'paid',
                    amount_total: 50_000,
                    client_reference_id: 'payment-1',
                    metadata: { order_id: 'payment-1', purpose: 'milestone' },
                    payment_intent: { id: 'pi_test_p1', latest_charge: { id: 'ch_1', amount_refunded: 50_000 } },
                  }),
                ],
          }),
        );
      } else if (request.url === '/v1/refunds') {
        response.end(JSON.stringify({ id: 're_test_1', object: 'refund', status: 'succeeded' }));
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such resource' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  createStripePaymentProvider({
    secretKey: 'sk_test_123',
    webhookSecret: 'whsec_x',
    config: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
  });

describe('Stripe provider', () => {
  it('creates a Checkout Session for the order with an idempotency key, and returns its id and url', async () => {
    received = [];
    const session = await provider().createCheckoutSession({
      orderId: 'order-1',
      amount: 395000,
      currency: 'gbp',
      productName: 'Outbound Engine Starter',
      customerEmail: 'client@example.test',
      successUrl: 'https://shop.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://shop.example/payment-canceled',
      idempotencyKey: 'checkout-order-order-1',
    });
    expect(session).toEqual({ sessionId: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' });
    const [request] = received;
    expect(request!.headers['idempotency-key']).toBe('checkout-order-order-1');
    expect(request!.headers.authorization).toBe('Bearer sk_test_123');
    expect(Object.fromEntries(request!.body)).toMatchObject({
      mode: 'payment',
      client_reference_id: 'order-1',
      customer_email: 'client@example.test',
      'metadata[order_id]': 'order-1',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '395000',
      'line_items[0][price_data][product_data][name]': 'Outbound Engine Starter',
      success_url: 'https://shop.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
    });
  });

  it('reads a session’s payment state', async () => {
    expect(await provider().retrieveSession('cs_test_a1')).toEqual({
      paid: true,
      status: 'complete',
      failed: false,
      orderId: 'order-1',
      amount: 395000,
      currency: 'gbp',
      paymentReference: 'pi_test_a1',
      url: null,
    });
  });

  it('expires an open session, and reads a session paid first as paid', async () => {
    received = [];
    expect(await provider().expireSession('cs_test_open')).toEqual({
      paid: false,
      status: 'expired',
      failed: false,
      orderId: 'payment-2',
      amount: 50000,
      currency: 'gbp',
      paymentReference: null,
      url: null,
    });
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_open/expire',
    ]);

    received = [];
    expect(await provider().expireSession('cs_test_a1')).toMatchObject({ paid: true, status: 'complete' });
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_a1/expire',
      'GET /v1/checkout/sessions/cs_test_a1',
    ]);
  });

  it('lists captures from the complete sessions since a date, with what their charges refunded, page by page', async () => {
    received = [];
    const captures = await provider().listCaptures(new Date(1_789_000_000_000));
    expect(captures).toEqual([
      {
        sessionId: 'cs_test_p1',
        paymentReference: 'pi_test_p1',
        purpose: 'milestone',
        payableId: 'payment-1',
        amount: 50_000,
        currency: 'gbp',
        capturedAt: new Date(1_790_000_000_000),
        refunded: 50_000,
      },
      {
        sessionId: 'cs_test_p2',
        paymentReference: 'pi_test_p2',
        purpose: 'order',
        payableId: 'order-9',
        amount: 20_000,
        currency: 'gbp',
        capturedAt: new Date(1_790_000_000_000),
        refunded: 0,
      },
    ]);
    const first = new URL(received[0]!.path, 'http://x').searchParams;
    expect(first.get('status')).toBe('complete');
    expect(first.get('created[gte]')).toBe('1789000000');
    expect(first.get('expand[0]')).toBe('data.payment_intent.latest_charge');
    expect(received).toHaveLength(2);
  });

  it('refunds part of a payment on its payment intent, with the idempotency key', async () => {
    const before = received.length;
    const refund = await provider().refund({
      paymentReference: 'pi_test_a1',
      amount: 75000,
      currency: 'gbp',
      idempotencyKey: 'refund-r1',
    });
    expect(refund).toEqual({ reference: 're_test_1' });
    const request = received[before]!;
    expect(request.headers['idempotency-key']).toBe('refund-r1');
    expect(Object.fromEntries(request.body)).toMatchObject({ payment_intent: 'pi_test_a1', amount: '75000' });
  });
});
