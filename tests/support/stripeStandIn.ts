/**
 * A local stand-in of Stripe's API for tests and e2e (issue 28): the subset the server calls through the
 * official `stripe` package (create and read a Checkout Session), plus the hosted checkout page a buyer
 * sees. Its Pay button sends the signed `checkout.session.completed` event to the configured webhook and
 * returns the buyer to the session's success_url; Cancel goes to its cancel_url. Every API request is
 * recorded for assertions. Bound to 127.0.0.1; point the server at it with STRIPE_API_URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatPrice } from '../../src/model/courses/price';
import { type CheckoutEventType, deliverEvent, randomStripeId, stripeEvent } from './stripeEvents';
import { type FormObject, parseStripeForm } from './stripeForm';

/** A Checkout Session as the API answers it (the fields the server and tests read). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  livemode: false;
  /** Not an API field: the product name of its line item, shown on the page. */
  product_name: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: FormObject;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:41234: STRIPE_API_URL. */
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, StandInSession>;
  /** Where Pay sends its event; settable once the server's address is known. */
  webhookUrl: string | undefined;
  /** The last delivery's answer from the webhook. */
  lastDelivery: { status: number; body: unknown } | undefined;
  /** The session's event of `type`, as Stripe would send it, with a fresh event id. */
  eventFor(type: CheckoutEventType, sessionId: string): ReturnType<typeof stripeEvent>;
  /** What Pay does, without the page: marks the session paid and delivers the completed event. */
  pay(sessionId: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export interface StandInOptions {
  /** The secret events are signed with (the server's STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  webhookUrl?: string;
  /** 0 (default) picks a free port. */
  port?: number;
}

type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
  match: string,
) => Promise<void> | void;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Stripe's error shape. */
function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { error: { type: 'invalid_request_error', message } });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function sessionFromForm(form: FormObject, id: string, url: string): StandInSession {
  const items = (form.line_items ?? []) as FormObject[];
  const first = items[0] as { price_data?: FormObject } | undefined;
  const priceData = (first?.price_data ?? {}) as { currency?: string; product_data?: { name?: string } };
  const amount = items.reduce((sum, item) => {
    const data = (item.price_data ?? {}) as { unit_amount?: string };
    return sum + Number(data.unit_amount ?? 0) * Number(item.quantity ?? 1);
  }, 0);
  return {
    id,
    object: 'checkout.session',
    url,
    mode: String(form.mode ?? ''),
    amount_total: amount,
    currency: String(priceData.currency ?? ''),
    metadata: (form.metadata ?? {}) as Record<string, string>,
    client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: String(form.success_url ?? ''),
    cancel_url: String(form.cancel_url ?? ''),
    livemode: false,
    product_name: String(priceData.product_data?.name ?? ''),
  };
}

function payPage(session: StandInSession): string {
  const price = formatPrice(
    { amount: session.amount_total, currency: session.currency.toUpperCase() as 'USD' },
    'en-US',
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (stand-in)</title></head>
<body><main><h1>${escapeHtml(session.product_name)}</h1><p data-testid="amount">${escapeHtml(price)}</p>
<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`;
}

export async function startStripeStandIn(options: StandInOptions): Promise<StripeStandIn> {
  let url = '';
  const sessions = new Map<string, StandInSession>();
  const requests: RecordedRequest[] = [];

  const standIn: StripeStandIn = {
    get url() {
      return url;
    },
    requests,
    sessions,
    webhookUrl: options.webhookUrl,
    lastDelivery: undefined,
    eventFor(type, sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const { product_name: _name, ...object } = session;
      return stripeEvent(type, object);
    },
    async pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (!standIn.webhookUrl) throw new Error('the stand-in has no webhook address');
      Object.assign(session, { payment_status: 'paid', status: 'complete' });
      const answer = await deliverEvent(
        standIn.webhookUrl,
        standIn.eventFor('checkout.session.completed', sessionId),
        options.webhookSecret,
      );
      standIn.lastDelivery = answer;
      return answer;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const api: Handler = (request, response, body) => {
    const form = parseStripeForm(body);
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      form,
    });
    if (!request.headers.authorization?.startsWith('Bearer sk_test_'))
      return sendError(response, 401, 'Invalid API Key provided.');
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
      const id = randomStripeId('cs_test');
      const session = sessionFromForm(form, id, `${url}/pay/${id}`);
      sessions.set(id, session);
      const { product_name: _name, ...answer } = session;
      return sendJson(response, 200, answer);
    }
    const found = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(request.url ?? '');
    const session = found && request.method === 'GET' ? sessions.get(found[1] ?? '') : undefined;
    if (!session) return sendError(response, 404, `No such checkout.session: ${found?.[1] ?? ''}`);
    const { product_name: _name, ...answer } = session;
    return sendJson(response, 200, answer);
  };

  const page: Handler = async (request, response, _body, id) => {
    const session = sessions.get(id);
    if (!session) return void response.writeHead(404).end('No such checkout');
    if (request.method === 'GET')
      return void response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(payPage(session));
    await standIn.pay(id);
    response.writeHead(303, { location: session.success_url }).end();
  };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? '';
      if (path === '/health') return sendJson(response, 200, { ok: true });
      // The browser asks for one on the checkout page; a 404 would be a console error in e2e.
      if (path === '/favicon.ico') return void response.writeHead(204).end();
      if (path.startsWith('/v1/')) return api(request, response, body, '');
      const payMatch = /^\/pay\/([^/?]+)$/.exec(path);
      if (payMatch) return page(request, response, body, payMatch[1] ?? '');
      response.writeHead(404).end();
    })().catch((error: unknown) => {
      console.error('stripe stand-in', error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
