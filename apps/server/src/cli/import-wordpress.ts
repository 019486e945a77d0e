import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_MAX_BYTES, type ImportJob, ImportKindLabels, ImportKinds, ImportTexts } from '@atrium/contract/imports';
import { buildApp } from '../app.ts';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { ConfigError, loadConfig } from '../env.ts';
import { assertNodeVersion } from '../node-version.ts';

const USAGE = `Usage: npm run import:wordpress -- FILE [--uploads DIR_OR_ZIP] [--picture FILE [--picture-alt TEXT]] [--dry-run] [--articles SLUG,SLUG] [--no-media-types]
  FILE: the export WordPress writes (Tools → Export → All content).
  --uploads: the site's wp-content/uploads, as a folder or a .zip, for a site already switched off.
  --picture: a JPEG or PNG for blogs and articles whose post has no picture of its own (else they fail).
  --dry-run: read the export and report what an import would do, importing nothing.
  --articles: WordPress category slugs whose posts become articles instead of blogs.
  --no-media-types: posts built around a video or an audio file stay blogs.`;

/** Bad input: the message is for the person at the terminal. */
export class CliError extends Error {}

export type ImportArgs = {
  file: string;
  uploads?: string;
  picture?: { file: string; alt: string };
  dryRun: boolean;
  articleCategories: string[];
  mediaTypes: boolean;
};

export function parseImportArgs(argv: string[]): ImportArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        uploads: { type: 'string' },
        picture: { type: 'string' },
        'picture-alt': { type: 'string' },
        'dry-run': { type: 'boolean' },
        articles: { type: 'string' },
        'no-media-types': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length) throw new CliError(`Name one export file.\n${USAGE}`);
  return {
    file,
    ...(parsed.values.uploads ? { uploads: parsed.values.uploads } : {}),
    ...(parsed.values.picture
      ? { picture: { file: parsed.values.picture, alt: parsed.values['picture-alt'] ?? '' } }
      : {}),
    dryRun: parsed.values['dry-run'] ?? false,
    articleCategories: (parsed.values.articles ?? '')
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean),
    mediaTypes: !parsed.values['no-media-types'],
  };
}

/** The progress bar: `[#####-----]  50%  2,500 of 5,000`, redrawn in place on a terminal. */
export function progressBar(done: number, total: number, width = 30): string {
  const share = total > 0 ? Math.min(1, done / total) : 0;
  const filled = Math.round(share * width);
  const percent = String(Math.round(share * 100)).padStart(3);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${percent}%  ${ImportTexts.progress(done, total)}`;
}

/** The counts and the report, as the screen shows them. */
export function summary(job: ImportJob): string {
  const lines = [
    job.status === 'failed'
      ? `${ImportTexts.failed} ${job.error ?? ''}`.trim()
      : job.status === 'done'
        ? ImportTexts.done
        : ImportTexts.running,
    '',
    `${'Kind'.padEnd(24)}${ImportTexts.created.padStart(9)}${ImportTexts.updated.padStart(9)}${ImportTexts.skipped.padStart(9)}${ImportTexts.failedColumn.padStart(9)}`,
  ];
  for (const kind of ImportKinds) {
    const c = job.counts[kind];
    if (!c || c.created + c.updated + c.skipped + c.failed === 0) continue;
    lines.push(
      `${ImportKindLabels[kind].many.padEnd(24)}${String(c.created).padStart(9)}${String(c.updated).padStart(9)}${String(c.skipped).padStart(9)}${String(c.failed).padStart(9)}`,
    );
  }
  if (job.report.length) {
    lines.push('', `${ImportTexts.report}:`);
    for (const entry of job.report.slice(0, 100)) {
      const title = entry.title ? `${entry.title}: ` : '';
      lines.push(`  ${ImportTexts.outcomes[entry.outcome]}  ${title}${entry.reason}`);
    }
    const more = job.report.length - 100 + job.reportMore;
    if (more > 0) lines.push(`  ${ImportTexts.more(more)}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  assertNodeVersion();
  const args = parseImportArgs(process.argv.slice(2));
  const info = await stat(args.file).catch(() => undefined);
  if (!info?.isFile()) throw new CliError(`${args.file}: no such file.`);
  if (info.size > IMPORT_MAX_BYTES) throw new CliError(`${args.file} is larger than 200 MB.`);
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  // The app without listening and without its background workers (never made ready): the
  // import runs here, through the same services as the server's.
  const app = await buildApp({ config, db });
  try {
    const { importer, worker } = app.imports;
    // The job takes its own copy: the file given stays where it is.
    await mkdir(app.tempDir, { recursive: true });
    const copy = path.join(app.tempDir, randomUUID());
    await copyFile(args.file, copy);
    let uploadsZip: string | undefined;
    let uploadsFolder: string | undefined;
    if (args.uploads) {
      const uploads = await stat(args.uploads).catch(() => undefined);
      if (!uploads) throw new CliError(`${args.uploads}: no such folder or zip.`);
      if (uploads.isDirectory()) uploadsFolder = path.resolve(args.uploads);
      else {
        uploadsZip = path.join(app.tempDir, randomUUID());
        await copyFile(args.uploads, uploadsZip);
      }
    }
    let picture: string | undefined;
    if (args.picture) {
      if (!(await stat(args.picture.file).catch(() => undefined))?.isFile())
        throw new CliError(`${args.picture.file}: no such file.`);
      picture = path.join(app.tempDir, randomUUID());
      await copyFile(args.picture.file, picture);
    }
    const upload = (tempPath: string, filename: string) => ({
      kind: 'upload' as const,
      field: 'file',
      filename,
      mimetype: 'application/octet-stream',
      tempPath,
      size: 0,
    });
    const job = await importer.start({
      file: upload(copy, path.basename(args.file)),
      ...(uploadsZip ? { uploads: upload(uploadsZip, path.basename(args.uploads!)) } : {}),
      ...(uploadsFolder ? { uploadsFolder } : {}),
      ...(picture
        ? { picture: { file: upload(picture, path.basename(args.picture!.file)), alt: args.picture!.alt } }
        : {}),
      mapping: { articleCategories: args.articleCategories, mediaTypes: args.mediaTypes },
      dryRun: args.dryRun,
      by: null,
    });
    const tty = process.stdout.isTTY;
    let shown = -1;
    const draw = async () => {
      const row = await importer.repo.getJob(job.id);
      if (!row) return;
      const line = row.phase === 'reading' ? ImportTexts.reading : progressBar(row.progress_done, row.progress_total);
      if (tty) process.stdout.write(`\r${line}`);
      else if (Math.floor((row.progress_done / Math.max(1, row.progress_total)) * 10) !== shown) {
        shown = Math.floor((row.progress_done / Math.max(1, row.progress_total)) * 10);
        console.log(line);
      }
    };
    const timer = setInterval(() => void draw(), 250);
    try {
      // A server running on the same database may have taken it first: then it is watched.
      if (!(await worker.runOne(job.id))) {
        for (;;) {
          const row = await importer.repo.getJob(job.id);
          if (!row || row.status === 'done' || row.status === 'failed') break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    } finally {
      clearInterval(timer);
    }
    await draw();
    if (tty) process.stdout.write('\n');
    const result = await importer.view(job.id);
    console.log(summary(result));
    if (result.dryRun && result.status === 'done') console.log(`\nDry run ${result.id}: nothing was imported.`);
    if (result.status === 'failed') process.exitCode = 1;
  } finally {
    await app.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof CliError || error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  });
}
