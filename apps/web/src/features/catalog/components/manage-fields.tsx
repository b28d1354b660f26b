import type { ReactNode } from 'react';
import { CATALOG_LIMITS, type HostItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { splitCurrencyCodes } from '@trg/contract/catalog-text';
import { DEFAULT_REFUND_POLICY } from '@trg/contract/refund-policy';
import { formatDate } from '@trg/contract/dates';
import { dialCodeFor, formatPhone } from '@trg/contract/lists/calling-codes';
import { currencySymbol } from '@trg/contract/lists/currencies';
import { moneyText } from '../../../lib/money.ts';
import { useUpdateItem, type ItemChanges } from '../api/update-item.ts';
import { KINDS, titleOf, typeOf } from '../catalog-kinds.ts';
import { EditableRow, type FieldSpec } from './editable-row.tsx';
import { ImageRow } from './image-row.tsx';
import { formValue, itemField, type ItemField } from './item-field.ts';
import { AddressRow } from './address-row.tsx';
import { CALLING_CODE_OPTIONS, CURRENCY_OPTIONS, countryForDialCode, expenseCurrencyOptions, timeZoneOptions } from './manage-options.ts';
import { MapPositionRow } from './map-position-row.tsx';
import { NotSet } from './not-set.tsx';
import { zoneText } from '../format.ts';
import { StreamingRows } from './streaming-rows.tsx';
import { RefundTermsRow } from './refund-terms-row.tsx';

const NOT_SET = <NotSet />;
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NOT_SET : String(value);

/** Every field of Manage Event as a row with Edit, Save and Cancel; each Save sends only what changed. */
export function ManageFields({ kind, item }: { kind: CatalogKind; item: HostItem }) {
  const config = KINDS[kind];
  const update = useUpdateItem(kind, item.id);
  const save = (changes: ItemChanges) => update.mutateAsync(changes);
  const phone = item.hostPhone ? formatPhone(item.hostPhoneCountryCode ?? '', item.hostPhone) : null;
  const currencies = splitCurrencyCodes(item.ccyExpenseSymbols);
  const row = (id: ItemField, title: string, display: ReactNode, fields: FieldSpec<ItemField>[], hint?: string) => (
    <EditableRow key={id} id={`field-${id}`} title={title} display={display} fields={fields} onSave={save} hint={hint} />
  );

  return (
    <div className="manage-fields">
      {row(config.titleField, 'Title', titleOf(item), [
        itemField({ name: config.titleField, label: 'Title', value: titleOf(item), maxLength: CATALOG_LIMITS.title }),
      ])}
      <ImageRow kind={kind} item={item} />
      {row('currency', 'Payment currency', `${item.currency} (${currencySymbol(item.currency)})`, [
        itemField({ name: 'currency', label: 'Payment currency', type: 'select', value: item.currency, options: CURRENCY_OPTIONS }),
      ])}
      {row(
        'description',
        'Description',
        item.description ? <p className="pre-line">{item.description}</p> : NOT_SET,
        [
          itemField({
            name: 'description',
            label: 'Description',
            type: 'textarea',
            value: formValue(item.description),
            maxLength: CATALOG_LIMITS.description,
          }),
        ],
        'Shown under Need to Know: what guests taste, eat and should bring.',
      )}
      {row(
        config.typeField,
        `${config.Noun} type`,
        text(typeOf(item)),
        [
          itemField({
            name: config.typeField,
            label: `${config.Noun} type`,
            value: formValue(typeOf(item)),
            maxLength: CATALOG_LIMITS.type,
          }),
        ],
        'For example Tasting, Wine Dinner, Masterclass or Wine Tour.',
      )}
      {row(
        'hashTags',
        'Hashtags',
        text(item.hashTags),
        [itemField({ name: 'hashTags', label: 'Hashtags', value: formValue(item.hashTags), maxLength: CATALOG_LIMITS.hashTags })],
        'Separated by spaces, e.g. #champagne #grower',
      )}
      {row('host', 'Host', text(item.host), [
        itemField({ name: 'host', label: 'Host', value: formValue(item.host), maxLength: CATALOG_LIMITS.host }),
      ])}
      {row('date', 'Date', item.date ? formatDate(item.date) : NOT_SET, [
        itemField({ name: 'date', label: 'Date', type: 'date', value: formValue(item.date) }),
      ])}
      {row('time', 'Time', text(item.time), [
        itemField({ name: 'time', label: 'Time (24-hour)', type: 'time', value: formValue(item.time) }),
      ])}
      {row(
        'timeZone',
        'Time zone',
        item.timeZoneId ? `${item.timeZoneId} (${zoneText(item)})` : item.timeZone,
        [
          itemField({
            name: 'timeZone',
            label: 'Time zone',
            type: 'select',
            value: item.timeZoneId ?? item.timeZone,
            options: timeZoneOptions(item.locationCountry, item.timeZoneId ?? item.timeZone),
          }),
        ],
        `The ${config.noun}'s own zone: its times move with the clocks there, summer and winter.`,
      )}
      {row(
        'endTime',
        'End time',
        item.endTime ? `Ends ${item.endTime}` : NOT_SET,
        [itemField({ name: 'endTime', label: 'End time (24-hour)', type: 'time', value: formValue(item.endTime) })],
        `When the ${config.noun} finishes, in its time zone; shown on the page as 'Ends 18:00'.`,
      )}
      {row('salesStartTime', 'Sales start time', text(item.salesStartTime), [
        itemField({ name: 'salesStartTime', label: 'Sales start time (24-hour)', type: 'time', value: formValue(item.salesStartTime) }),
      ])}
      {row('salesEndTime', 'Sales end time', text(item.salesEndTime), [
        itemField({ name: 'salesEndTime', label: 'Sales end time (24-hour)', type: 'time', value: formValue(item.salesEndTime) }),
      ])}
      {row(
        'salesStartDate',
        'Sales date range',
        item.salesStartDate || item.salesEndDate
          ? `${item.salesStartDate ? formatDate(item.salesStartDate) : '?'} to ${item.salesEndDate ? formatDate(item.salesEndDate) : '?'}`
          : NOT_SET,
        [
          itemField({ name: 'salesStartDate', label: 'Sales start date', type: 'date', value: formValue(item.salesStartDate) }),
          itemField({ name: 'salesEndDate', label: 'Sales end date', type: 'date', value: formValue(item.salesEndDate) }),
        ],
        `Sales must end by the start of the ${config.noun}; times are in its time zone.`,
      )}
      {row('hostEmail', 'Host email', text(item.hostEmail), [
        itemField({
          name: 'hostEmail',
          label: 'Host email',
          type: 'email',
          value: formValue(item.hostEmail),
          inputMode: 'email',
          autoComplete: 'email',
        }),
      ])}
      {row('hostPhone', 'Host phone', phone ?? NOT_SET, [
        itemField({
          name: 'hostPhoneCountryCode',
          label: 'Country code',
          type: 'select',
          value: countryForDialCode(item.hostPhoneCountryCode, item.locationCountry),
          options: CALLING_CODE_OPTIONS,
          toWire: (country) => (country ? (dialCodeFor(country) ?? '') : ''),
        }),
        itemField({
          name: 'hostPhone',
          label: 'Phone number',
          type: 'tel',
          value: formValue(item.hostPhone),
          inputMode: 'tel',
          autoComplete: 'tel-national',
        }),
      ])}
      {row('maximumQuantity', 'Maximum quantity', text(item.maximumQuantity), [
        itemField({
          name: 'maximumQuantity',
          label: 'Maximum tickets one guest may buy',
          type: 'number',
          value: formValue(item.maximumQuantity),
          step: '1',
        }),
      ])}
      {row(
        'price',
        'Price',
        item.price === null ? NOT_SET : moneyText(item.price, item.currency),
        [itemField({ name: 'price', label: `Ticket price in ${item.currency}`, value: formValue(item.price), inputMode: 'decimal' })],
        `The booking fee is added on top${item.clientTransactionFee ? ` (now ${moneyText(item.clientTransactionFee, item.currency)} a ticket)` : ''}.`,
      )}
      {row('quantity', 'Quantity', text(item.quantity), [
        itemField({ name: 'quantity', label: 'Tickets issued', value: formValue(item.quantity), inputMode: 'numeric' }),
      ])}
      {row('ticketsPerOrder', 'Tickets per order', item.ticketsPerOrder === null ? NOT_SET : `One ticket admits ${item.ticketsPerOrder}`, [
        itemField({
          name: 'ticketsPerOrder',
          label: 'Guests one ticket admits',
          value: formValue(item.ticketsPerOrder),
          inputMode: 'numeric',
        }),
      ])}
      {row('summary', 'Summary', text(item.summary), [
        itemField({
          name: 'summary',
          label: 'Summary',
          type: 'textarea',
          value: formValue(item.summary),
          maxLength: CATALOG_LIMITS.summary,
        }),
      ])}
      {row(
        'refundPolicy',
        'Refund policy',
        item.refundPolicy ? <p className="pre-line">{item.refundPolicy}</p> : <span className="muted">The site's standard policy</span>,
        [
          itemField({
            name: 'refundPolicy',
            label: 'Refund policy',
            type: 'textarea',
            value: formValue(item.refundPolicy),
            maxLength: CATALOG_LIMITS.refundPolicy,
          }),
        ],
        `Your own words for guests, shown beside the cancellation refunds below. Leave empty to show the site's standard policy: ${DEFAULT_REFUND_POLICY}`,
      )}
      <RefundTermsRow item={item} onSave={save} />
      {row('olineExperience', 'Online', item.olineExperience ? `Online ${config.noun}` : 'In person, at a venue', [
        itemField({
          name: 'olineExperience',
          label: `This is an online ${config.noun}`,
          type: 'checkbox',
          value: String(item.olineExperience),
          toWire: (value) => value === 'true',
        }),
      ])}
      {!item.olineExperience && <AddressRow item={item} onSave={save} />}
      {!item.olineExperience && <MapPositionRow item={item} onSave={save} />}
      <StreamingRows item={item} onSave={save} />
      {row(
        'ccyExpenseSymbols',
        'Currencies',
        currencies.length ? currencies.map((code) => `${code} (${currencySymbol(code)})`).join(', ') : NOT_SET,
        [
          itemField({
            name: 'ccyExpenseSymbols',
            label: 'Currencies guests can pay extras in',
            type: 'checkboxes',
            value: currencies.join('|'),
            options: expenseCurrencyOptions(currencies),
          }),
        ],
        'Tick each currency accepted on the day; shown as symbols on the page.',
      )}
    </div>
  );
}
