import { tickYesNo, yesNoBoxes, YES_NO, type YesNo } from '@trg/contract/wine-profile-rules';

interface YesNoFieldProps {
  label: string;
  /** The words of each box, e.g. { True: 'Yes', False: 'No' } or { True: 'Certified', False: 'No' }. */
  options: Readonly<Record<YesNo, string>>;
  value: YesNo | undefined;
  onChange: (value: YesNo | undefined) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A yes/no pair: two labelled boxes of which at most one is ticked; ticking one unticks the other. */
export function YesNoField({ label, options, value, onChange, hint, error }: YesNoFieldProps) {
  const boxes = yesNoBoxes(value);
  return (
    <fieldset className="yes-no-field" data-invalid={error ? true : undefined}>
      <legend className="form-field__label">{label}</legend>
      {hint && <p className="form-field__hint">{hint}</p>}
      <div className="yes-no-field__boxes">
        {YES_NO.map((option) => (
          <label key={option} className="yes-no-field__box">
            <input type="checkbox" checked={boxes[option]} onChange={(event) => onChange(tickYesNo(value, option, event.target.checked))} />
            {options[option]}
          </label>
        ))}
      </div>
      {error && <p className="form-field__error">{error}</p>}
    </fieldset>
  );
}
