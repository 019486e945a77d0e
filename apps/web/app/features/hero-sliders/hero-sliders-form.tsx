import type { HeroSlider } from '@atrium/contract/hero-sliders';
import { Input, SegmentedControl, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { CtaFields } from '~/admin-kit/cta-fields';
import { PageSelect } from '~/admin-kit/page-select';
import { PublishedSwitch } from '~/admin-kit/published-switch';
import { ScheduleFields } from '~/admin-kit/schedule-fields';
import { ResourceForm } from '~/admin-kit/resource-form';
import type { ResourceFormProps } from '~/admin-kit/types';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { FieldInputs } from '~/admin-kit/field-inputs';
import { heroSliderFields } from '@atrium/contract/hero-sliders';
import { ImagePicker } from '~/components/media-inputs/image-picker';
import { VideoPicker } from '~/components/media-inputs/video-picker';
import { RichTextField } from '~/components/rich-text/rich-text-field';
import {
  customInputs,
  heroSliderBody,
  heroSliderForm,
  initialHeroSliderValues,
  storedMedia,
  validateHeroSlider,
  type HeroSliderBody,
  type HeroSliderValues,
} from './hero-sliders-values';

/** The add and edit form of a hero slider: every field and rule of requirements 1 §3–§5. */
export function HeroSliderForm({
  mode,
  record,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: ResourceFormProps<HeroSlider, HeroSliderBody>) {
  const stored = useMemo(() => storedMedia(record), [record]);
  const validate = useCallback((values: HeroSliderValues) => validateHeroSlider(values, stored), [stored]);
  const form = useKitForm<HeroSliderValues>({ initial: () => initialHeroSliderValues(record), validate, serverErrors });
  const { values, errors, set, patch } = form;

  return (
    <ResourceForm
      mode={mode}
      submitting={submitting}
      form={form}
      onValidSubmit={() => onSubmit(heroSliderBody(values))}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PageSelect
          value={values.selectedPage}
          onChange={(page) => set('selectedPage', page)}
          error={errors.selectedPage}
        />
        <PublishedSwitch checked={values.published} onChange={(checked) => set('published', checked)} />
      </SimpleGrid>
      <ScheduleFields
        values={values}
        errors={errors}
        onChange={(field, iso) => set(field, iso, ['publish_at', 'unpublish_at'])}
      />

      <RichTextField label="Title" {...form.field('title')} required minHeight={90} />

      <Textarea
        label="Brief description"
        placeholder="One or two sentences under the title"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={5000}
        {...form.field('briefDescription')}
        required
      />

      <Stack gap="xs">
        <Input.Wrapper label="Medium" labelElement="div" required>
          <div>
            <SegmentedControl
              mt={4}
              aria-label="Medium"
              value={values.medium}
              onChange={(value) => set('medium', value as HeroSliderValues['medium'])}
              data={[
                { value: 'image', label: 'Image' },
                { value: 'video', label: 'Video' },
              ]}
            />
          </div>
        </Input.Wrapper>
        {values.medium === 'image' ? (
          <ImagePicker
            label="Image"
            value={values.heroSliderImage}
            existing={stored.image}
            // Requirements 1 §4: an image makes an image slider and clears the video.
            onChange={(file) =>
              patch({ heroSliderImage: file, ...(file ? { heroSliderVideoUrl: '', heroSliderVideoFile: null } : {}) })
            }
            error={errors.heroSliderImage}
            required
            description="Shown full width behind the title; a landscape picture of at least 1600 pixels wide works best."
          />
        ) : (
          <VideoPicker
            label="Video"
            source={values.videoSource}
            onSourceChange={(source) => set('videoSource', source)}
            url={values.heroSliderVideoUrl}
            // A URL or a file makes a video slider, clears the image and the other video source.
            onUrlChange={(url) =>
              patch({
                heroSliderVideoUrl: url,
                ...(url.trim() ? { heroSliderImage: null, heroSliderVideoFile: null } : {}),
              })
            }
            file={values.heroSliderVideoFile}
            onFileChange={(file) =>
              patch({ heroSliderVideoFile: file, ...(file ? { heroSliderImage: null, heroSliderVideoUrl: '' } : {}) })
            }
            existingFile={stored.videoFile}
            urlError={errors.heroSliderVideoUrl}
            fileError={errors.heroSliderVideoFile}
            required
          />
        )}
      </Stack>
      <FieldInputs fields={heroSliderFields.fields} names={heroSliderForm.names} except={customInputs} form={form} />

      <CtaFields
        checked={values.cta_status}
        onToggle={(checked) => set('cta_status', checked, ['cta_url'])}
        url={form.field('cta_url')}
        description="A button on the slide that links to a page of this site or another site."
      />
    </ResourceForm>
  );
}
