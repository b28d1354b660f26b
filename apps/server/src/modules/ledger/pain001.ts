import { minorToDecimal } from '@trg/contract/money';

/**
 * An ISO 20022 customer credit-transfer initiation, `pain.001.001.03` (the version every SEPA bank imports):
 * one group header, one payment information block from the platform's account, one credit transfer per host.
 */

export interface SepaParty {
  name: string;
  iban: string;
  bic: string;
}

export interface SepaTransfer {
  endToEndId: string;
  amountMinor: number;
  creditor: SepaParty;
  remittance: string;
}

export interface SepaBatch {
  messageId: string;
  createdAt: Date;
  /** The day the bank is asked to pay (YYYY-MM-DD). */
  executionDate: string;
  initiatingParty: string;
  debtor: SepaParty;
  transfers: readonly SepaTransfer[];
}

/**
 * The SEPA character set (Latin letters, digits and / - ? : ( ) . , ' + and space): accents are dropped, anything
 * else becomes a space, and the text is cut to the field's length.
 */
export function sepaText(value: string, max: number): string {
  const plain = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trim() || 'NOTPROVIDED';
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** ISO date-time without the zone's letters, to the second, in UTC as banks take it (2026-11-26T19:00:00). */
const isoSeconds = (date: Date) => date.toISOString().slice(0, 19);

export function pain001Document(batch: SepaBatch): string {
  const total = batch.transfers.reduce((sum, transfer) => sum + transfer.amountMinor, 0);
  const amount = (minor: number) => minorToDecimal(minor, 'EUR');
  const text = (value: string, max: number) => escapeXml(sepaText(value, max));
  const transfers = batch.transfers.map(
    (transfer) => `      <CdtTrfTxInf>
        <PmtId>
          <EndToEndId>${escapeXml(transfer.endToEndId)}</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="EUR">${amount(transfer.amountMinor)}</InstdAmt>
        </Amt>
        <CdtrAgt>
          <FinInstnId>
            <BIC>${escapeXml(transfer.creditor.bic)}</BIC>
          </FinInstnId>
        </CdtrAgt>
        <Cdtr>
          <Nm>${text(transfer.creditor.name, 70)}</Nm>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>${escapeXml(transfer.creditor.iban)}</IBAN>
          </Id>
        </CdtrAcct>
        <RmtInf>
          <Ustrd>${text(transfer.remittance, 140)}</Ustrd>
        </RmtInf>
      </CdtTrfTxInf>
`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${escapeXml(batch.messageId)}</MsgId>
      <CreDtTm>${isoSeconds(batch.createdAt)}</CreDtTm>
      <NbOfTxs>${batch.transfers.length}</NbOfTxs>
      <CtrlSum>${amount(total)}</CtrlSum>
      <InitgPty>
        <Nm>${text(batch.initiatingParty, 70)}</Nm>
      </InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${escapeXml(batch.messageId)}-1</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <BtchBookg>true</BtchBookg>
      <NbOfTxs>${batch.transfers.length}</NbOfTxs>
      <CtrlSum>${amount(total)}</CtrlSum>
      <PmtTpInf>
        <SvcLvl>
          <Cd>SEPA</Cd>
        </SvcLvl>
      </PmtTpInf>
      <ReqdExctnDt>${batch.executionDate}</ReqdExctnDt>
      <Dbtr>
        <Nm>${text(batch.debtor.name, 70)}</Nm>
      </Dbtr>
      <DbtrAcct>
        <Id>
          <IBAN>${escapeXml(batch.debtor.iban)}</IBAN>
        </Id>
      </DbtrAcct>
      <DbtrAgt>
        <FinInstnId>
          <BIC>${escapeXml(batch.debtor.bic)}</BIC>
        </FinInstnId>
      </DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${transfers.join('')}    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}
