import { describe, expect, it } from 'vitest';
import { ticketCodeOf, voidTicketMessage } from './guest-list.ts';

describe('a ticket code read or typed at the door', () => {
  it.each([
    ['TRG-TICKET:K7QM-4XPD-2RTA', 'K7QM-4XPD-2RTA'],
    ['k7qm-4xpd-2rta', 'K7QM-4XPD-2RTA'],
    [' k7qm 4xpd 2rta ', 'K7QM-4XPD-2RTA'],
    ['K7QM4XPD2RTA', 'K7QM-4XPD-2RTA'],
    ['trg-ticket:demo-trg-3hv7pd-1', 'DEMO-TRG-3HV7PD-1'],
  ])('%s is %s', (input, code) => expect(ticketCodeOf(input)).toBe(code));

  it.each(['', 'Margaux', 'Fielding-Smith', 'MARGAUXFIELDING', 'TRG-TICKET:', 'K7QM 4XPD', '<script>'])('%s is no code', (input) =>
    expect(ticketCodeOf(input)).toBeNull(),
  );
});

describe('why a void ticket is refused', () => {
  it('says when it was refunded, or that it was passed on', () => {
    expect(voidTicketMessage('refunded', '2026-05-03T10:00:00.000Z')).toBe('This ticket was refunded on 3 May 2026.');
    expect(voidTicketMessage(null, null)).toBe('This ticket was refunded.');
    expect(voidTicketMessage('transferred', '2026-05-03T10:00:00.000Z')).toBe(
      'This ticket was passed on to someone else; their new ticket has its own code.',
    );
  });
});
