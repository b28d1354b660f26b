// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Suggestion } from '@trg/contract/wine-profile-rules';
import { renderWithApp } from '../../../testing/render.tsx';
import { TypeAhead } from '../../../components/ui/type-ahead.tsx';
import { FOOD_DATA, REGION_DATA, WINE_DATA } from '../testing/wine-profile-stub.ts';
import { referenceSuggestions, type ReferenceData } from './fields.ts';

// The grapes as the wine-reference-data answer carries them: each with its synonyms.
const reference: ReferenceData = {
  region: REGION_DATA,
  food: FOOD_DATA,
  wine: {
    ...WINE_DATA,
    grapes: [
      { GRAPE_CODE: 'SYRAH', GRAPE: 'Syrah (Shiraz)', SKIN: 'Red', SYNONYMS: ['Shiraz', 'Sérine'] },
      { GRAPE_CODE: 'TEMPRANILLO', GRAPE: 'Tempranillo (Tinta Roriz)', SKIN: 'Red', SYNONYMS: ['Tinta Roriz', 'Cencibel'] },
      { GRAPE_CODE: 'CARMENERE', GRAPE: 'Carménère', SKIN: 'Red', SYNONYMS: ['Cabernet Gernischt'] },
    ],
  },
};
const noParent = () => ({ name: '', code: undefined });
const grapes = (text: string) => referenceSuggestions(reference, 'grapes', text, noParent);

/** The editor's grape field: a type-ahead over the grapes, keeping the chosen name. */
function GrapeField({ onChoose }: { onChoose: (suggestion: Suggestion) => void }) {
  const [value, setValue] = useState('');
  return (
    <TypeAhead
      label="Grape/Blend"
      value={value}
      onChange={setValue}
      onChoose={(suggestion) => {
        setValue(suggestion.name);
        onChoose(suggestion);
      }}
      suggestionsFor={grapes}
    />
  );
}

describe("the editor's grape search", () => {
  it('finds a grape by a synonym, by its name and without accents', () => {
    expect(grapes('cencibel').map((s) => [s.code, s.matched])).toEqual([['TEMPRANILLO', 'Cencibel']]);
    expect(grapes('tempranillo').map((s) => s.code)).toEqual(['TEMPRANILLO']);
    expect(grapes('shiraz').map((s) => s.code)).toEqual(['SYRAH']);
    expect(grapes('serine').map((s) => [s.code, s.matched])).toEqual([['SYRAH', 'Sérine']]);
    expect(grapes('carmenere').map((s) => s.name)).toEqual(['Carménère']);
  });

  it('names the synonym that matched in the option, and keeps the grape’s name when it is chosen', async () => {
    const chosen: Suggestion[] = [];
    const { user } = renderWithApp(<GrapeField onChoose={(suggestion) => chosen.push(suggestion)} />);
    const field = screen.getByRole('combobox', { name: 'Grape/Blend' });
    await user.type(field, 'Cencibel');
    const listbox = screen.getByRole('listbox', { name: 'Grape/Blend suggestions' });
    expect(within(listbox).getByRole('option').textContent).toBe('Tempranillo (Tinta Roriz) · also called Cencibel');
    await user.keyboard('{ArrowDown}{Enter}');
    expect((field as HTMLInputElement).value).toBe('Tempranillo (Tinta Roriz)');
    expect(chosen.map((s) => s.code)).toEqual(['TEMPRANILLO']);
  });
});
