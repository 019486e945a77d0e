import { getImport, listImports, runWordPressImport, startWordPressImport } from '@atrium/contract/endpoints/imports';
import {
  type ImportJob,
  ImportKindLabels,
  ImportKinds,
  ImportTexts as T,
  type ImportReportEntry,
} from '@atrium/contract/imports';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useQueryErrorToast } from '~/admin-kit/feedback';
import { ListHeader } from '~/admin-kit/list-header';
import kit from '~/admin-kit/resource-list.module.css';
import { IconUpload } from '~/components/icons';
import { call, errorMessage } from '~/lib/api-client';
import { setUploadAlt } from '~/lib/media-choice';
import { useBusyFromClick } from '~/lib/use-busy-from-click';
import { toastError } from '~/lib/toast';
import classes from './imports.module.css';

/** How often a job still waiting or running is read again. */
const POLL_MS = 1_000;

const isRunning = (job: ImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/**
 * Decision 079: a WordPress export in three steps: choose the file (and the uploads as a zip,
 * for a site already switched off), check what a dry run found (counts, the categories that may
 * become articles, the posts built around a video or an audio file, what will be left out),
 * then import with live progress and the report. Administrators only.
 */
export default function ImportsScreen() {
  const [jobId, setJobId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploads, setUploads] = useState<File | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureAlt, setPictureAlt] = useState('');
  const [percent, setPercent] = useState<number | null>(null);

  // An import under way when the screen opens (started here or by the command line) is shown.
  const latest = useQuery({
    queryKey: ['imports', 'list'],
    queryFn: async () => (await call(listImports, {})).data,
  });
  useEffect(() => {
    const running = latest.data?.find((job) => job.status === 'queued' || job.status === 'running');
    if (running && jobId === null) setJobId(running.id);
  }, [latest.data]);

  const job = useQuery({
    queryKey: ['imports', jobId],
    queryFn: async () => (await call(getImport, { params: { id: jobId! } })).data,
    enabled: jobId !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });
  useQueryErrorToast([latest, job], T.loadFailed);

  const check = useMutation({
    mutationFn: async () => {
      // The picture's alt text goes beside it: the API client adds it to the multipart body.
      if (picture) setUploadAlt(picture, { alt: pictureAlt, decorative: false });
      return call(
        startWordPressImport,
        { body: { file: file!, uploads: uploads ?? undefined, picture: picture ?? undefined, dryRun: true } },
        { onUploadProgress: ({ loaded, total }) => setPercent(total ? Math.round((loaded / total) * 100) : 0) },
      );
    },
    onSuccess: ({ data }) => setJobId(data.id),
    onError: (error) => toastError(errorMessage(error, T.loadFailed)),
    onSettled: () => setPercent(null),
  });
  // Busy from the click (decision 107): the pending state comes a task later, after a second click.
  const checking = useBusyFromClick(check.isPending);

  const current = job.data;
  const startOver = () => {
    setJobId(null);
    setFile(null);
    setUploads(null);
    setPicture(null);
    setPictureAlt('');
  };

  return (
    <div className={kit.page}>
      <ListHeader title={T.title} description={T.intro} />

      {current === undefined ? (
        <section className={`${kit.card} ${classes.step}`} aria-labelledby="import-file">
          <Title order={2} id="import-file" className={classes.stepTitle}>
            {T.stepFile}
          </Title>
          <Stack gap="md" className={classes.fields}>
            <FileInput
              label={T.file}
              description={T.fileHint}
              accept=".xml,application/xml,text/xml"
              value={file}
              onChange={setFile}
              clearable
              required
            />
            <FileInput
              label={T.uploads}
              description={T.uploadsHint}
              accept=".zip,application/zip"
              value={uploads}
              onChange={setUploads}
              clearable
            />
            <PictureFields picture={picture} alt={pictureAlt} onPicture={setPicture} onAlt={setPictureAlt} />
            <Group>
              <Button
                leftSection={<IconUpload size={16} />}
                disabled={!file || jobId !== null}
                loading={checking.busy}
                onClick={() => checking.hold(check.mutateAsync())}
              >
                {T.check}
              </Button>
            </Group>
            {percent !== null ? <Progress value={percent} aria-label={T.uploading(percent)} size="sm" /> : null}
            {percent !== null ? (
              <Text size="sm" aria-live="polite">
                {T.uploading(percent)}
              </Text>
            ) : null}
          </Stack>
        </section>
      ) : current.dryRun ? (
        <DryRun job={current} onRun={setJobId} onStartOver={startOver} />
      ) : (
        <Run job={current} onStartOver={startOver} />
      )}
    </div>
  );
}

/** Step 2: what the dry run found, the mapping, and the button that imports. */
function DryRun({ job, onRun, onStartOver }: { job: ImportJob; onRun: (id: number) => void; onStartOver: () => void }) {
  const [articles, setArticles] = useState<string[]>(job.mapping.articleCategories);
  const [mediaTypes, setMediaTypes] = useState(job.mapping.mediaTypes);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureAlt, setPictureAlt] = useState('');
  const run = useMutation({
    mutationFn: () =>
      call(runWordPressImport, {
        params: { id: job.id },
        body: { articleCategories: articles, mediaTypes, ...(picture ? { picture, picture_alt: pictureAlt } : {}) },
      }),
    onSuccess: ({ data }) => onRun(data.id),
    onError: (error) => toastError(errorMessage(error, T.loadFailed)),
  });
  const running = useBusyFromClick(run.isPending);

  if (isRunning(job))
    return (
      <section className={`${kit.card} ${classes.step}`} aria-labelledby="import-check">
        <Title order={2} id="import-check" className={classes.stepTitle}>
          {T.stepCheck}
        </Title>
        <Text aria-live="polite">{T.reading}</Text>
        <Progress value={100} animated aria-label={T.reading} size="sm" />
      </section>
    );

  if (job.status === 'failed')
    return (
      <section className={`${kit.card} ${classes.step}`} aria-labelledby="import-check">
        <Title order={2} id="import-check" className={classes.stepTitle}>
          {T.stepCheck}
        </Title>
        <Notice color="red" role="alert" title={T.failed} text={job.error} />
        <Group>
          <Button variant="default" onClick={onStartOver}>
            {T.startOver}
          </Button>
        </Group>
      </section>
    );

  return (
    <section className={`${kit.card} ${classes.step}`} aria-labelledby="import-check">
      <Title order={2} id="import-check" className={classes.stepTitle}>
        {T.stepCheck}
      </Title>
      {job.site ? <Text fw={600}>{T.site(job.site.title, job.site.url)}</Text> : null}
      <Counts job={job} />

      {job.categories.length ? (
        <div>
          <Title order={3} className={classes.subTitle}>
            {T.mapping}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {T.mappingHint}
          </Text>
          <table className={classes.counts}>
            <thead>
              <tr>
                <th scope="col">{T.categoryColumn}</th>
                <th scope="col">{T.postsColumn}</th>
                <th scope="col">{T.asArticles}</th>
              </tr>
            </thead>
            <tbody>
              {job.categories.map((category) => (
                <tr key={category.slug}>
                  <th scope="row">
                    {category.name}{' '}
                    <Badge size="sm" variant="dot" radius="sm" tt="none" color={category.exists ? 'gray' : 'teal'}>
                      {category.exists ? T.existing : T.newCategory}
                    </Badge>
                  </th>
                  <td>{category.posts}</td>
                  <td className={classes.check}>
                    <Checkbox
                      aria-label={`${T.asArticles}: ${category.name}`}
                      checked={articles.includes(category.slug)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setArticles((current) =>
                          checked ? [...current, category.slug] : current.filter((slug) => slug !== category.slug),
                        );
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <Checkbox
        label={T.mediaTypes}
        description={T.detected(job.detected.video, job.detected.podcast)}
        checked={mediaTypes}
        onChange={(event) => setMediaTypes(event.currentTarget.checked)}
      />

      {job.withoutPicture && !job.mapping.picture ? (
        <div>
          <Alert color="yellow" mb="sm">
            {T.noPicture(job.withoutPicture)}
          </Alert>
          <PictureFields picture={picture} alt={pictureAlt} onPicture={setPicture} onAlt={setPictureAlt} />
        </div>
      ) : null}

      <div>
        <Title order={3} className={classes.subTitle}>
          {T.leftOut}
        </Title>
        <Report job={job} empty={T.nothingLeftOut} />
      </div>

      <Group>
        <Button onClick={() => running.hold(run.mutateAsync())} loading={running.busy}>
          {T.run}
        </Button>
        <Button variant="default" onClick={onStartOver}>
          {T.startOver}
        </Button>
      </Group>
    </section>
  );
}

/** The picture for posts without one, and its alt text. */
function PictureFields({
  picture,
  alt,
  onPicture,
  onAlt,
}: {
  picture: File | null;
  alt: string;
  onPicture: (file: File | null) => void;
  onAlt: (alt: string) => void;
}) {
  return (
    <Stack gap="xs" className={classes.fields}>
      <FileInput
        label={T.picture}
        description={T.pictureHint}
        accept="image/jpeg,image/png"
        value={picture}
        onChange={onPicture}
        clearable
      />
      {picture ? (
        <TextInput label={T.pictureAlt} value={alt} onChange={(event) => onAlt(event.currentTarget.value)} />
      ) : null}
    </Stack>
  );
}

/** Step 3: the import's progress while it runs, then its counts and report. */
function Run({ job, onStartOver }: { job: ImportJob; onStartOver: () => void }) {
  const share = job.progress.total ? Math.round((job.progress.done / job.progress.total) * 100) : 0;
  const state = job.status === 'queued' ? T.queued : job.status === 'running' ? T.running : null;
  return (
    <section className={`${kit.card} ${classes.step}`} aria-labelledby="import-run">
      <Title order={2} id="import-run" className={classes.stepTitle}>
        {T.stepRun}
      </Title>
      {job.site ? <Text fw={600}>{T.site(job.site.title, job.site.url)}</Text> : null}
      {state ? (
        <div aria-live="polite">
          <Text size="sm">
            {state} {job.progress.total ? T.progress(job.progress.done, job.progress.total) : ''}
          </Text>
          <Progress value={share} aria-label={T.running} size="md" mt={6} />
        </div>
      ) : job.status === 'failed' ? (
        <Notice color="red" role="alert" title={job.progress.done ? T.failedPartly : T.failed} text={job.error} />
      ) : (
        <Notice color="teal" role="status" title={T.done} text={T.progress(job.progress.done, job.progress.total)} />
      )}
      <Counts job={job} />
      <div>
        <Title order={3} className={classes.subTitle}>
          {T.report}
        </Title>
        <Report job={job} empty={T.reportEmpty} />
      </div>
      {state ? null : (
        <Group>
          <Button variant="default" onClick={onStartOver}>
            {T.startOver}
          </Button>
        </Group>
      )}
    </section>
  );
}

/** An outcome in a coloured box, its words in the text's own colour (Mantine's coloured titles are too pale to read). */
function Notice({
  color,
  role,
  title,
  text,
}: {
  color: string;
  role: 'alert' | 'status';
  title: string;
  text: string | null;
}) {
  return (
    <Alert color={color} role={role}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {text ? <Text size="sm">{text}</Text> : null}
    </Alert>
  );
}

/** The counts per kind: what a dry run will do, or what the import did. */
function Counts({ job }: { job: ImportJob }) {
  const rows = ImportKinds.map((kind) => ({ kind, counts: job.counts[kind] })).filter(
    ({ counts }) => counts && counts.created + counts.updated + counts.skipped + counts.failed > 0,
  );
  if (rows.length === 0) return null;
  const columns = job.dryRun
    ? ([
        ['created', T.willCreate],
        ['skipped', T.willSkip],
        ['failed', T.willFail],
      ] as const)
    : ([
        ['created', T.created],
        ['updated', T.updated],
        ['skipped', T.skipped],
        ['failed', T.failedColumn],
      ] as const);
  return (
    <table className={classes.counts}>
      <thead>
        <tr>
          <th scope="col">{T.kind}</th>
          {columns.map(([key, label]) => (
            <th scope="col" key={key}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ kind, counts }) => (
          <tr key={kind} data-kind={kind}>
            <th scope="row">{ImportKindLabels[kind].many}</th>
            {columns.map(([key]) => (
              <td key={key}>{counts![key]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const outcomeColor: Record<ImportReportEntry['outcome'], string> = {
  created: 'teal',
  updated: 'blue',
  skipped: 'gray',
  failed: 'red',
  'not-imported': 'yellow',
};

/** What was (or will be) left out, or failed, and why. */
function Report({ job, empty }: { job: ImportJob; empty: string }) {
  const lines = job.report;
  if (lines.length === 0) return <Text size="sm">{empty}</Text>;
  const labels = job.dryRun ? T.dryRunOutcomes : T.outcomes;
  return (
    <ul className={classes.report}>
      {lines.map((line, i) => (
        <li key={`${line.kind}-${line.wpId ?? 'note'}-${i}`}>
          <Badge
            size="sm"
            variant="dot"
            radius="sm"
            tt="none"
            color={outcomeColor[line.outcome]}
            className={classes.outcome}
          >
            {labels[line.outcome]}
          </Badge>
          <span>
            {line.title ? <strong>{line.title}: </strong> : null}
            {line.reason}
            {line.address ? (
              <>
                {' '}
                <Anchor href={line.address} target="_blank" size="sm" underline="always">
                  {T.open}
                </Anchor>
              </>
            ) : null}
          </span>
        </li>
      ))}
      {job.reportMore ? <li>{T.more(job.reportMore)}</li> : null}
    </ul>
  );
}
