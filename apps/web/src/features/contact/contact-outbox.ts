import type { ContactForm, RequestInfo, SignUp } from '@trg/contract/contact';
import { createOutbox, type OutboxStorage } from './outbox.ts';
import { sendContactForm } from './api/send-contact-form.ts';

const RETRY_MS = 60_000;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const memory = new Map<string, string>();
const storage: OutboxStorage = {
  getItem: (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  setItem: (key, value) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
};

/** One flush at a time across the site's tabs, where the browser has Web Locks. */
async function exclusive<T>(task: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return task();
  let result: { value: T } | undefined;
  await navigator.locks.request('trg-outbox', async () => {
    result = { value: await task() };
  });
  if (!result) throw new Error('the outbox lock ended without running its task');
  return result.value;
}

const outbox = createOutbox({ storage, send: sendContactForm, newId: randomId, exclusive });

let retryTimer: ReturnType<typeof setTimeout> | undefined;

async function deliver() {
  clearTimeout(retryTimer);
  const waiting = await outbox.flush();
  if (waiting > 0) retryTimer = setTimeout(() => void deliver(), RETRY_MS);
}

const onOnline = () => void deliver();

/** Sends what is waiting now and whenever the browser comes back online (listening from the first call on). */
export function startContactOutbox(): void {
  window.removeEventListener('online', onOnline);
  window.addEventListener('online', onOnline);
  void deliver();
}

/** Keeps the submission, then sends it; the person is thanked at once whatever the network does. */
export function submitContactForm(form: 'requestInfo', payload: RequestInfo): void;
export function submitContactForm(form: 'signUp', payload: SignUp): void;
export function submitContactForm(form: ContactForm, payload: RequestInfo | SignUp): void {
  outbox.add(form, { ...payload });
  startContactOutbox();
}
