import {
  AUDIT_ACTIONS,
  AuditActionLabels,
  auditRecordName,
  auditResourceLabel,
  auditSummaryLines,
  auditLogFacets,
  auditLogList,
  AuditTexts,
  type AuditAction,
} from '@atrium/contract/endpoints/audit';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportButton } from '~/admin-kit/export-button';
import { useQueryErrorToast } from '~/admin-kit/feedback';
import { ListHeader } from '~/admin-kit/list-header';
import { ListFooter } from '~/admin-kit/pager';
import records from '~/admin-kit/record-table.module.css';
import kit from '~/admin-kit/resource-list.module.css';
import { buildUrl, call } from '~/lib/api-client';
import classes from './audit-log.module.css';

type Filters = { user: string; resource: string; action: string; from: string; to: string };

const noFilters: Filters = { user: '', resource: '', action: '', from: '', to: '' };

/** The filters as the API's query: empty ones left out. */
function queryOf(filters: Filters) {
  return {
    user: filters.user ? Number(filters.user) : undefined,
    resource: filters.resource || undefined,
    action: (filters.action || undefined) as AuditAction | undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

const actionLabel = (action: string) => AuditActionLabels[action as AuditAction] ?? action;

/**
 * Decision 031: who changed what and every sign-in, newest first, filtered by person, resource,
 * action and days, with the admin-kit's header, pager and export. Read only.
 */
export default function AuditLogScreen() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const query = queryOf(filters);

  const list = useQuery({
    queryKey: ['audit-log', query, page, pageSize],
    queryFn: async () =>
      (await call(auditLogList, { query: { ...query, limit: pageSize, skip: (page - 1) * pageSize } })).data,
    placeholderData: keepPreviousData,
  });
  const facets = useQuery({
    queryKey: ['audit-log', 'facets'],
    queryFn: async () => (await call(auditLogFacets, {})).data,
  });
  useQueryErrorToast([list, facets], AuditTexts.listFailed);

  const set = (key: keyof Filters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const any = { value: '', label: AuditTexts.any };

  return (
    <div className={kit.page}>
      <ListHeader title={AuditTexts.title} description={AuditTexts.intro}>
        <ExportButton
          path={buildUrl('/audit-log/export/', query).slice('/api'.length)}
          label={AuditTexts.export}
          failed={AuditTexts.exportFailed}
        />
      </ListHeader>

      <section className={kit.card} aria-label={AuditTexts.title}>
        <div className={classes.filters} role="search">
          <NativeSelect
            label={AuditTexts.person}
            value={filters.user}
            onChange={(event) => set('user')(event.currentTarget.value)}
            data={[any, ...(facets.data?.people ?? []).map((p) => ({ value: String(p.id), label: p.email }))]}
          />
          <NativeSelect
            label={AuditTexts.resource}
            value={filters.resource}
            onChange={(event) => set('resource')(event.currentTarget.value)}
            data={[any, ...(facets.data?.resources ?? []).map((r) => ({ value: r, label: auditResourceLabel(r) }))]}
          />
          <NativeSelect
            label={AuditTexts.action}
            value={filters.action}
            onChange={(event) => set('action')(event.currentTarget.value)}
            data={[any, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AuditActionLabels[a] }))]}
          />
          {(['from', 'to'] as const).map((key) => (
            <TextInput
              key={key}
              type="date"
              label={AuditTexts[key]}
              value={filters[key]}
              min={key === 'to' ? filters.from || undefined : undefined}
              max={key === 'from' ? filters.to || undefined : undefined}
              onChange={(event) => set(key)(event.currentTarget.value)}
            />
          ))}
          <Button
            variant="subtle"
            disabled={Object.values(filters).every((v) => !v)}
            onClick={() => {
              setFilters(noFilters);
              setPage(1);
            }}
          >
            {AuditTexts.clear}
          </Button>
        </div>

        {rows.length === 0 && !list.isPending ? (
          <p className={records.empty}>{AuditTexts.empty}</p>
        ) : (
          <table className={records.table} aria-busy={list.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{AuditTexts.when}</th>
                <th scope="col">{AuditTexts.person}</th>
                <th scope="col">{AuditTexts.action}</th>
                <th scope="col">{AuditTexts.resource}</th>
                <th scope="col">{AuditTexts.record}</th>
                <th scope="col">{AuditTexts.fields}</th>
                <th scope="col">{AuditTexts.address}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id} data-entry={entry.id}>
                  <td data-label={AuditTexts.when} className={classes.when}>
                    <time dateTime={entry.at}>{whenFormat.format(new Date(entry.at))}</time>
                  </td>
                  <td data-label={AuditTexts.person} className={classes.fields}>
                    {entry.actor_email ?? <span className={records.muted}>—</span>}
                  </td>
                  <td data-label={AuditTexts.action}>{actionLabel(entry.action)}</td>
                  <td data-label={AuditTexts.resource}>{auditResourceLabel(entry.resource)}</td>
                  <td data-label={AuditTexts.record} className={classes.fields}>
                    {auditRecordName(entry) ?? <span className={records.muted}>—</span>}
                  </td>
                  <td data-label={AuditTexts.fields} className={classes.fields}>
                    <ChangeLines lines={auditSummaryLines(entry.summary)} />
                  </td>
                  <td data-label={AuditTexts.address} className={records.muted}>
                    {entry.client_address ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}

        <ListFooter
          page={page}
          pageSize={pageSize}
          total={total}
          rowsOnPage={rows.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          idPrefix="audit-log"
          listName={AuditTexts.title}
        />
      </section>
    </div>
  );
}

/** What changed, a line each (decision 085). */
function ChangeLines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <span className={records.muted}>—</span>;
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul className={classes.changes}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
