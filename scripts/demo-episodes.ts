/**
 * `node scripts/demo-episodes.ts`: makes the demo podcasts' episodes (decision 080) from their
 * transcripts in apps/server/src/seed/demo-learn.ts: each transcript spoken by espeak-ng after the
 * demo's chime (MP3) or bells (M4A), encoded by ffmpeg into seed/assets/episodes/. Run it again
 * after changing a transcript; the seed only reads the files. Needs Debian's espeak-ng and ffmpeg
 * (`apt-get install -y espeak-ng ffmpeg`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { learnDemo } from '../apps/server/src/seed/demo-learn.ts';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src/seed/assets');

/** The hosts' voices: espeak-ng's British English with a female or male variant, by the author's portrait. */
const femaleHosts = new Set(['joanna-kowalski', 'amara-okafor', 'nadia-haddad', 'lena-marsh', 'mei-chen']);

const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-episodes-'));
try {
  for (const podcast of learnDemo.podcast) {
    if (!podcast.episode || !podcast.transcript) continue;
    // The transcript names its speaker ("Joanna: …"); the voice does not read the name out.
    const text = podcast.transcript.replace(/^[A-Z][\p{L}. ]*: /u, '');
    const voice = `en-gb-x-rp+${femaleHosts.has(podcast.author?.portrait ?? '') ? 'f3' : 'm3'}`;
    const speech = path.join(scratch, 'speech.wav');
    execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-g', '4', '-w', speech, text]);
    const isMp3 = podcast.episode.endsWith('.mp3');
    const intro = path.join(assets, isMp3 ? 'demo-chime.mp3' : 'demo-bells.m4a');
    const out = path.join(assets, 'episodes', podcast.episode);
    const codec = isMp3
      ? ['-c:a', 'libmp3lame', '-b:a', '24k']
      : ['-c:a', 'aac', '-b:a', '24k', '-movflags', '+faststart'];
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', intro, '-i', speech],
      // The intro faded under the first words, then the voice alone; one mono 22.05 kHz track.
      '-filter_complex',
      '[0:a]aresample=22050,aformat=channel_layouts=mono,afade=t=out:st=2.5:d=1.5[a];[1:a]aresample=22050,adelay=2000[b];[a][b]amix=inputs=2:duration=longest:normalize=0[out]',
      ...['-map', '[out]', '-ac', '1', '-ar', '22050', ...codec],
      ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', out],
    ]);
    console.log(`${podcast.episode}: ${podcast.title}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
