// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SliderField } from './slider-field.tsx';

function Body() {
  const [value, setValue] = useState<number | undefined>(undefined);
  const words = ['Light', 'Medium', 'Full'];
  return (
    <SliderField
      label="Body"
      min={0}
      max={2}
      step={1}
      value={value}
      valueText={value === undefined ? 'Slide for level' : (words[value] ?? '')}
      onChange={setValue}
    />
  );
}

describe('SliderField', () => {
  afterEach(cleanup);

  it('rests unset mid-scale, and a tap on the resting thumb chooses the middle value', () => {
    render(<Body />);
    const slider = screen.getByRole('slider', { name: 'Body' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Slide for level');
    expect(slider.hasAttribute('data-unset')).toBe(true);
    fireEvent.pointerUp(slider);
    expect(slider.getAttribute('aria-valuetext')).toBe('Medium');
    expect(slider.hasAttribute('data-unset')).toBe(false);
  });

  it('an input event at the resting value chooses it too (as a form filler sends it)', () => {
    render(<Body />);
    const slider = screen.getByRole('slider', { name: 'Body' });
    fireEvent.input(slider, { target: { value: '1' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('Medium');
  });

  it('moving the thumb chooses the value moved to', () => {
    render(<Body />);
    const slider = screen.getByRole('slider', { name: 'Body' });
    fireEvent.change(slider, { target: { value: '2' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('Full');
  });
});
