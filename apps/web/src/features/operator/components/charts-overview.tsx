import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@trg/contract/money';
import { formatDate } from '@trg/contract/dates';
import { statsCsvFilename, type ItemSales, type SalesSeries, type Stats, type StatsChart } from '@trg/contract/operator-charts';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { downloadFile } from '../api/download.ts';
import { statsExportPath, useStats, type StatsFilters } from '../api/get-stats.ts';
import type { ChartCanvasProps } from './charts-canvas.tsx';

// Chart.js comes in its own chunk with the overview's styles, fetched as the overview opens (see charts-canvas.tsx).
const loadCanvas = () => import('./charts-canvas.tsx');
const ChartCanvas = lazy(loadCanvas);

function Chart(props: ChartCanvasProps) {
  return (
    <Suspense
      fallback={
        <p className="charts-canvas charts-canvas--loading" role="status">
          Drawing the chart...
        </p>
      }
    >
      <ChartCanvas {...props} />
    </Suspense>
  );
}

const shortDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const money = (currency: string) => (minor: number) => formatMoney(minor, currency, 'en-GB');
const whole = (n: number) => n.toLocaleString('en-GB');
const sum = <T,>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);

/** The first few rows of a list as "a 3, b 2 and c 1", for a chart's summary. */
function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** One chart's frame: its heading, its CSV download, the chart and its data table. */
function ChartSection({
  id,
  title,
  note,
  chart,
  filters,
  shown,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  chart: StatsChart;
  filters: StatsFilters;
  shown: Stats;
  children: ReactNode;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = `${id}-title`;
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      await downloadFile(statsExportPath(chart, filters), statsCsvFilename(chart, shown));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The download failed. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`charts-section charts-section--${id}`} aria-labelledby={headingId} id={id}>
      <div className="charts-section__head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="button button--ghost" onClick={() => void download()} disabled={busy}>
          Download CSV<span className="visually-hidden"> of {title.toLowerCase()}</span>
        </button>
      </div>
      {note && <p className="charts-section__note">{note}</p>}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      {children}
    </section>
  );
}

/** The numbers of a chart, for screen readers and anyone who wants them; folded away under the chart. */
function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <details className="charts-data">
      <summary>
        Show the data<span className="visually-hidden">: {caption}</span>
      </summary>
      {/* Focusable, so that a keyboard can scroll a table wider than a phone. */}
      <div className="operator-table-wrap" tabIndex={0} role="region" aria-label={caption}>
        <table className="operator-table">
          <caption className="visually-hidden">{caption}</caption>
          {children}
        </table>
      </div>
    </details>
  );
}

function SalesByDay({ series, range }: { series: SalesSeries; range: string }) {
  const format = money(series.currency);
  const gross = sum(series.days, (day) => day.grossMinor);
  const orders = sum(series.days, (day) => day.orders);
  const best = series.days.reduce(
    (top, day) => (day.grossMinor > top.grossMinor ? day : top),
    series.days[0] ?? { date: '', grossMinor: 0 },
  );
  const summary =
    orders === 0
      ? `Gross sales in ${series.currency} by day, ${range}: no paid orders.`
      : `Gross sales in ${series.currency} by day, ${range}: ${format(gross)} from ${whole(orders)} paid orders; the best day ${formatDate(best.date)} with ${format(best.grossMinor)}.`;
  return (
    <div className="charts-series">
      <h3>{series.currency}</h3>
      <Chart
        labels={series.days.map((day) => shortDate(day.date))}
        values={series.days.map((day) => day.grossMinor)}
        series={`Gross (${series.currency})`}
        summary={summary}
        format={format}
      />
      <DataTable caption={`Sales by day in ${series.currency}`}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className="number">
              Paid orders
            </th>
            <th scope="col" className="number">
              Tickets
            </th>
            <th scope="col" className="number">
              Gross
            </th>
            <th scope="col" className="number">
              Refunded
            </th>
          </tr>
        </thead>
        <tbody>
          {series.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              <td className="number">{whole(day.orders)}</td>
              <td className="number">{whole(day.tickets)}</td>
              <td className="number">{format(day.grossMinor)}</td>
              <td className="number">{format(day.refundedMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="number">{whole(orders)}</td>
            <td className="number">{whole(sum(series.days, (day) => day.tickets))}</td>
            <td className="number">{format(gross)}</td>
            <td className="number">{format(sum(series.days, (day) => day.refundedMinor))}</td>
          </tr>
        </tfoot>
      </DataTable>
    </div>
  );
}

function SalesByItem({ currency, rows }: { currency: string; rows: ItemSales[] }) {
  const format = money(currency);
  const summary = `Gross by item in ${currency}, best first: ${listOf(rows.slice(0, 3).map((row) => `${row.title} ${format(row.grossMinor)}`))}${rows.length > 3 ? ` and ${rows.length - 3} more` : ''}.`;
  return (
    <div className="charts-series">
      <h3>{currency}</h3>
      <Chart
        horizontal
        labels={rows.map((row) => row.title)}
        values={rows.map((row) => row.grossMinor)}
        series={`Gross (${currency})`}
        summary={summary}
        format={format}
      />
      <DataTable caption={`Sales by item in ${currency}`}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Kind</th>
            <th scope="col" className="number">
              Tickets
            </th>
            <th scope="col" className="number">
              Gross
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.itemId}>
              <th scope="row">{row.title}</th>
              <td>{row.kind === 'experience' ? 'Experience' : 'Event'}</td>
              <td className="number">{whole(row.tickets)}</td>
              <td className="number">{format(row.grossMinor)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="charts-empty">{children}</p>;
}

function Charts({ stats, filters }: { stats: Stats; filters: StatsFilters }) {
  const range = `${formatDate(stats.from)} to ${formatDate(stats.to)}`;
  const itemCurrencies = [...new Set(stats.salesByItem.map((row) => row.currency))].sort();
  const hasSales = stats.salesByDay.some((series) => series.days.some((day) => day.orders > 0));
  const funnelSummary = `The funnel, ${range}: ${listOf(
    stats.funnel.map(
      (step) =>
        `${whole(step.count)} ${step.label.toLowerCase()}${step.conversion === null ? '' : ` (${step.conversion}% of the step before)`}`,
    ),
  )}.`;
  const pathsSummary = `Page views by path, ${range}, most viewed first: ${listOf(stats.pageViews.slice(0, 3).map((row) => `${row.path} ${whole(row.views)}`))}${
    stats.pageViews.length > 3 ? ` and ${stats.pageViews.length - 3} more paths` : ''
  }.`;
  return (
    <div className="charts-grid">
      <ChartSection
        id="sales-by-day"
        title="Sales by day"
        note="Orders paid each day (UTC), per currency: their totals, and what has been refunded of them since."
        chart="sales-by-day"
        filters={filters}
        shown={stats}
      >
        {hasSales || stats.currency ? (
          stats.salesByDay.map((series) => <SalesByDay key={series.currency} series={series} range={range} />)
        ) : (
          <Empty>No paid orders in this range.</Empty>
        )}
      </ChartSection>
      <ChartSection
        id="sales-by-item"
        title="Sales by item"
        note="Tickets sold and their price (before vouchers, fees and VAT), the best 20 per currency."
        chart="sales-by-item"
        filters={filters}
        shown={stats}
      >
        {itemCurrencies.length ? (
          itemCurrencies.map((currency) => (
            <SalesByItem key={currency} currency={currency} rows={stats.salesByItem.filter((row) => row.currency === currency)} />
          ))
        ) : (
          <Empty>No tickets sold in this range.</Empty>
        )}
      </ChartSection>
      <ChartSection
        id="page-views"
        title="Page views by path"
        note="The 20 most viewed pages."
        chart="page-views"
        filters={filters}
        shown={stats}
      >
        {stats.pageViews.length ? (
          <>
            <Chart
              horizontal
              labels={stats.pageViews.map((row) => row.path)}
              values={stats.pageViews.map((row) => row.views)}
              series="Views"
              summary={pathsSummary}
              format={whole}
            />
            <DataTable caption="Page views by path">
              <thead>
                <tr>
                  <th scope="col">Path</th>
                  <th scope="col" className="number">
                    Views
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.pageViews.map((row) => (
                  <tr key={row.path}>
                    <th scope="row" className="charts-path">
                      {row.path}
                    </th>
                    <td className="number">{whole(row.views)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </>
        ) : (
          <Empty>No page views in this range.</Empty>
        )}
      </ChartSection>
      <ChartSection
        id="funnel"
        title="Funnel"
        note="Views of the listings, then of an item's page, carts that got a line, and orders paid; every currency."
        chart="funnel"
        filters={filters}
        shown={stats}
      >
        <Chart
          labels={stats.funnel.map((step) => step.label)}
          values={stats.funnel.map((step) => step.count)}
          series="Count"
          summary={funnelSummary}
          format={whole}
        />
        <DataTable caption="The funnel">
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col" className="number">
                Count
              </th>
              <th scope="col" className="number">
                Of the step before
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.funnel.map((step) => (
              <tr key={step.step}>
                <th scope="row">{step.label}</th>
                <td className="number">{whole(step.count)}</td>
                <td className="number">{step.conversion === null ? '–' : `${step.conversion.toFixed(1)}%`}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ChartSection>
    </div>
  );
}

/**
 * The console's overview: sales by day and by item per currency, page views by path and the funnel,
 * for a range of days and a currency held in the address so that a view can be shared.
 */
export function ChartsOverview() {
  const [search, setSearch] = useSearchParams();
  const filters: StatsFilters = { from: search.get('from') ?? '', to: search.get('to') ?? '', currency: search.get('currency') ?? '' };
  useEffect(() => {
    void loadCanvas();
  }, []);
  const query = useStats(filters);
  const stats = query.data;
  const formId = useId();

  const setFilter = (key: keyof StatsFilters, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    // A date picked with the other end still at its default: keep the range the page shows.
    if (stats) for (const end of ['from', 'to'] as const) if (end !== key && !next.get(end)) next.set(end, stats[end]);
    setSearch(next, { replace: true });
  };
  const currencies = [...new Set([...(stats?.currencies ?? []), ...(filters.currency ? [filters.currency] : [])])].sort();

  return (
    <>
      <form className="operator-toolbar charts-filters" aria-label="Filters" id={formId} onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="From"
          type="date"
          value={filters.from || stats?.from || ''}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField label="To" type="date" value={filters.to || stats?.to || ''} onChange={(event) => setFilter('to', event.target.value)} />
        <SelectField
          label="Currency"
          value={filters.currency}
          onChange={(event) => setFilter('currency', event.target.value)}
          placeholder="All currencies"
          options={currencies.map((code) => ({ value: code, label: code }))}
        />
      </form>
      <QueryStatus isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} what="figures" />
      {stats && !query.error && (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'charts-stale' : undefined}>
          <p className="charts-range">
            {formatDate(stats.from)} to {formatDate(stats.to)} (UTC){stats.currency ? `, in ${stats.currency}` : ', every currency'}.
          </p>
          <Charts stats={stats} filters={filters} />
        </div>
      )}
    </>
  );
}
