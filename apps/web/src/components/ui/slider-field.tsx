import { useId } from 'react';
import './slider-field.css';

interface SliderFieldProps {
  label: string;
  min: number;
  max: number;
  step: number;
  /** Undefined until the person moves the slider. */
  value: number | undefined;
  /** What the value reads as: its scale label, the number with its unit, or the placeholder when unset. */
  valueText: string;
  onChange: (value: number) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

/**
 * A native range input with a visible label and the value's words beside it; screen readers hear the same words
 * (aria-valuetext). Unset, the thumb rests mid-scale and the words are the placeholder ('Slide for level'); a tap on the
 * resting thumb chooses the middle value.
 */
export function SliderField({ label, min, max, step, value, valueText, onChange, hint, error }: SliderFieldProps) {
  const id = useId();
  // Unset, the thumb already rests on the middle value: touching it or sending an input there chooses that value, which a
  // change event (fired only when the value moves) would miss.
  const chooseResting = (event: { currentTarget: HTMLInputElement }) => {
    if (value === undefined) onChange(Number(event.currentTarget.value));
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="slider-field form-field" data-invalid={error ? true : undefined}>
      <div className="slider-field__head">
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        <output htmlFor={id} className="slider-field__value" aria-hidden="true">
          {valueText}
        </output>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value ?? Math.round((min + max) / 2)}
        aria-valuetext={valueText}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-unset={value === undefined ? true : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        onInput={chooseResting}
        onPointerUp={chooseResting}
      />
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
