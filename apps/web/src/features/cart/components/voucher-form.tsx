import { useId, useState, type FormEvent } from 'react';
import type { OrderData } from '@trg/contract/cart';
import { MAX_VOUCHER_CODE_LENGTH } from '@trg/contract/cart';

interface Props {
  order: OrderData;
  busy: boolean;
  /** Applies (or, with '', removes) a code; resolves to the server's message, rejects with its error. */
  onApply: (code: string) => Promise<string>;
}

/** The voucher input with its apply button and the result, good or bad. */
export function VoucherForm({ order, busy, onApply }: Props) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const apply = async (value: string) => {
    try {
      const message = await onApply(value);
      setResult({ ok: true, text: message });
      setCode('');
    } catch (error) {
      setResult({ ok: false, text: error instanceof Error ? error.message : 'The voucher could not be applied.' });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setResult({ ok: false, text: 'Please enter a voucher code.' });
      return;
    }
    void apply(code.trim());
  };

  return (
    <form className="voucher-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>Voucher code</label>
      <div className="voucher-form__row">
        <input
          id={inputId}
          name="voucherCode"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={MAX_VOUCHER_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`${inputId}-result`}
          aria-invalid={result?.ok === false}
        />
        <button type="submit" className="button button--ghost" disabled={busy}>
          Apply
        </button>
      </div>
      <div id={`${inputId}-result`}>
        {result && (
          <p
            className={result.ok ? 'form-message form-message--ok' : 'form-message form-message--error'}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.text}
          </p>
        )}
        {!result && order.voucherMessage && <p className="form-message form-message--error">{order.voucherMessage}</p>}
      </div>
      {(order.voucherCode || order.voucherMessage) && (
        <button type="button" className="link-button" disabled={busy} onClick={() => void apply('')}>
          Remove voucher{order.voucherCode ? ` ${order.voucherCode}` : ''}
        </button>
      )}
    </form>
  );
}
