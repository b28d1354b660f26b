import { useId, useState, type FormEvent } from 'react';
import { bicProblem, ibanProblem, type BankDetails } from '@trg/contract/bank';
import { FormAlert, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSaveBankDetails } from '../api/payouts.ts';

type FieldName = 'accountHolder' | 'iban' | 'bic';

/**
 * The host's bank account for payouts by SEPA credit transfer (decision 0030). The IBAN's check digits and the BIC's
 * shape are checked here with the contract's own checks before anything is sent; the server checks them again and
 * its message for a field shows by that field.
 */
export function BankDetailsForm({ userId, saved }: { userId: number; saved: BankDetails }) {
  const titleId = useId();
  const [values, setValues] = useState<Record<FieldName, string>>({
    accountHolder: saved.accountHolder ?? '',
    iban: saved.iban ?? '',
    bic: saved.bic ?? '',
  });
  const [local, setLocal] = useState<Partial<Record<FieldName, string>>>({});
  const save = useSaveBankDetails(userId);
  const failure = save.error instanceof ApiRequestError ? save.error : null;
  // The browser's own check of a field first, else the server's message for it.
  const fields: Partial<Record<FieldName, string>> = {
    accountHolder: local.accountHolder ?? failure?.fields.accountHolder,
    iban: local.iban ?? failure?.fields.iban,
    bic: local.bic ?? failure?.fields.bic,
  };

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setLocal((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<FieldName, string>> = {};
    if (values.accountHolder.trim().length < 2) problems.accountHolder = 'Enter the name the bank account is held in.';
    problems.iban = ibanProblem(values.iban) ?? undefined;
    problems.bic = bicProblem(values.bic) ?? undefined;
    setLocal(problems);
    if (Object.values(problems).some(Boolean)) return;
    save.reset();
    save.mutate({ accountHolder: values.accountHolder.trim(), iban: values.iban, bic: values.bic });
  };

  const fieldNamed = Boolean(fields.accountHolder ?? fields.iban ?? fields.bic);
  return (
    <form className="payouts__form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId}>Bank details</h2>
      <p className="payouts__hint">We pay your balance by SEPA credit transfer in euros to this account.</p>
      <TextField
        label="Account holder"
        name="accountHolder"
        autoComplete="name"
        required
        value={values.accountHolder}
        error={fields.accountHolder}
        onChange={change('accountHolder')}
      />
      <TextField
        label="IBAN"
        name="iban"
        autoComplete="off"
        spellCheck={false}
        required
        hint="Two letters for the country, two check digits and the account number, such as FR14 2004 1010 0505 0001 3M02 606."
        value={values.iban}
        error={fields.iban}
        onChange={change('iban')}
      />
      <TextField
        label="BIC"
        name="bic"
        autoComplete="off"
        spellCheck={false}
        required
        hint="The bank's SWIFT code: 8 or 11 letters and digits."
        value={values.bic}
        error={fields.bic}
        onChange={change('bic')}
      />
      {save.error && !fieldNamed && (
        <FormAlert>{failure ? failure.message : 'The bank details could not be saved. Please try again.'}</FormAlert>
      )}
      <p className="payouts__status" role="status">
        {save.isSuccess ? 'Bank details saved.' : ''}
      </p>
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save bank details'}
      </button>
    </form>
  );
}
