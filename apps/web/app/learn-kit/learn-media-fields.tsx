import { LearnMessages, type LearnType } from '@atrium/contract/learn';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { AudioPicker } from '~/components/media-inputs/audio-picker';
import { ImagePicker } from '~/components/media-inputs/image-picker';
import { VideoPicker } from '~/components/media-inputs/video-picker';
import { learnMedia } from './learn-media';
import type { LearnFormState } from './learn-form';
import { storedLearnMedia, VIDEO_DURATION_FIELD, withVideoFile, withVideoUrl, type LearnItem } from './learn-values';

/**
 * The media part of the learn form: the item's image (and an article's optional logo), or its
 * video by link or by file (requirements 2 §2, §4). Errors and the server's answers use the type's wire
 * names (BlogImage, podCastVideoUrl, ...).
 */
export function LearnMediaFields({
  type,
  form,
  record,
}: {
  type: LearnType;
  form: LearnFormState;
  record: LearnItem | null;
}) {
  const media = learnMedia(type);
  const saved = storedLearnMedia(type, record);
  const { values, errors, set, patch } = form;

  if (media.url && media.file) {
    const wire = [media.url, media.file];
    const audio = media.audio;
    const video = (
      <VideoPicker
        label="Video"
        source={values.videoSource}
        onSourceChange={(source) => set('videoSource', source, wire)}
        url={values.videoUrl}
        onUrlChange={(url) => patch(withVideoUrl(url), wire)}
        file={values.videoFile}
        onFileChange={(file) => patch(withVideoFile(file), wire)}
        existingFile={saved.videoFile}
        urlError={errors[media.url]}
        fileError={errors[media.file]}
        typeMessage={LearnMessages.videoFormats}
        playersOnly
        // The server asks a video of a video item; of a podcast, a video or an audio file
        // (decision 040), so neither field of a podcast is marked required on its own.
        required={!audio}
        description={audio ? LearnMessages.podcastMediaHelp : undefined}
      />
    );
    const poster = media.poster!;
    const posterField = (
      <ImagePicker
        label="Poster"
        value={values.poster}
        onChange={(file) => set('poster', file, [poster])}
        existing={values.storedPoster}
        onClearExisting={() => patch({ storedPoster: null }, [poster])}
        error={errors[poster]}
        typeMessage={LearnMessages.imageFormats}
        description={LearnMessages.posterHelp}
      />
    );
    if (!audio)
      return (
        <Stack gap="md">
          {video}
          {/* A link's length is typed; an uploaded file's is read from it (decision 060). */}
          {type === 'video' && values.videoSource === 'url' ? (
            <TextInput
              label="Duration"
              description={LearnMessages.durationHelp}
              placeholder="4:05"
              inputMode="numeric"
              maxLength={8}
              maw={260}
              value={values.duration}
              onChange={(event) => set('duration', event.currentTarget.value, [VIDEO_DURATION_FIELD])}
              error={errors[VIDEO_DURATION_FIELD]}
            />
          ) : null}
          {posterField}
        </Stack>
      );
    // A podcast (decision 040): its audio file beside the video; with one, the video is optional.
    return (
      <Stack gap="md">
        {video}
        {posterField}
        <AudioPicker
          label="Audio file"
          value={values.audioFile}
          onChange={(file) => set('audioFile', file, [audio, ...wire])}
          existing={values.storedAudio}
          onClearExisting={() => patch({ storedAudio: null }, [audio, ...wire])}
          error={errors[audio]}
          description={LearnMessages.audioHelp}
        />
        <Textarea
          label="Transcript"
          description={LearnMessages.transcriptHelp}
          autosize
          minRows={3}
          maxRows={14}
          {...form.field('transcript')}
        />
      </Stack>
    );
  }

  const image = media.image ? (
    <ImagePicker
      label="Image"
      value={values.image}
      onChange={(file) => set('image', file, [media.image!])}
      existing={saved.image}
      error={errors[media.image]}
      typeMessage={LearnMessages.imageFormats}
      description="The picture of the item's card and page: a landscape JPG or PNG of at least 1200 pixels wide."
      required
    />
  ) : null;
  if (!media.logo) return image;
  const logo = media.logo;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {image}
      <ImagePicker
        label="Logo"
        value={values.logo}
        onChange={(file) => set('logo', file, [logo])}
        existing={values.storedLogo}
        onClearExisting={() => patch({ storedLogo: null }, [logo])}
        error={errors[logo]}
        typeMessage={LearnMessages.imageFormats}
        aspectRatio={1}
        compact
        description="Optional: the logo of the publisher or partner, shown with the article."
      />
    </SimpleGrid>
  );
}
