// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { HostItemSchema } from '@trg/contract/catalog';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { SLOTTED_TOUR } from '../testing/slotted-item.ts';
import { RefundTermsRow } from './refund-terms-row.tsx';

const item = (refundTerms: { fullRefundDays: number; partialRefundDays: number; partialRefundPercent: number } | null) =>
  HostItemSchema.parse({
    ...SLOTTED_TOUR,
    slotted: false,
    refundTerms,
    readyToPublish: true,
    missingToPublish: [],
    ticketsSold: 0,
    grossSales: '0.00',
    potentialSales: '0.00',
    publishEvent: false,
  });

describe('the item editor’s cancellation refunds', () => {
  it('shows the site’s terms, and saves the host’s own as one object of numbers', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderWithApp(<RefundTermsRow item={item(null)} onSave={onSave} />);
    expect(screen.getByText(/up to 14 days before the start; no refund after that\. \(the site's terms\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Cancellation refunds' }));
    await user.selectOptions(screen.getByLabelText('Refund terms'), 'own');
    await user.clear(screen.getByLabelText('Full refund until (days before the start)'));
    await user.type(screen.getByLabelText('Full refund until (days before the start)'), '30');
    await user.clear(screen.getByLabelText('Then refund this percentage (0 for none)'));
    await user.type(screen.getByLabelText('Then refund this percentage (0 for none)'), '50');
    await user.clear(screen.getByLabelText('Until (days before the start)'));
    await user.type(screen.getByLabelText('Until (days before the start)'), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ refundTerms: { fullRefundDays: 30, partialRefundDays: 7, partialRefundPercent: 50 } });
  });

  it('goes back to the site’s terms with null, and shows the server’s reason under the field', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError(400, 'validation', 'Please check the form.', {
          'refundTerms.partialRefundDays': 'The partial refund must end no earlier than the full refund.',
        }),
      )
      .mockResolvedValue(undefined);
    const { user } = renderWithApp(
      <RefundTermsRow item={item({ fullRefundDays: 30, partialRefundDays: 7, partialRefundPercent: 50 })} onSave={onSave} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Cancellation refunds' }));
    await user.clear(screen.getByLabelText('Until (days before the start)'));
    await user.type(screen.getByLabelText('Until (days before the start)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The partial refund must end no earlier than the full refund.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Refund terms'), 'site');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith({ refundTerms: null });
  });
});
