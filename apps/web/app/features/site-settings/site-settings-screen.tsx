import { adminSiteSettings, updateSiteSettings } from '@atrium/contract/endpoints/site-settings';
import { PHONE_COUNTRIES } from '@atrium/contract/submission-rules';
import { versionTag } from '@atrium/contract/versions';
import {
  SITE_SETTINGS_LIMITS as LIMITS,
  type SiteSettings,
  siteSettingsFields,
  SiteSettingsTexts as T,
  SocialNetworks,
  socialNetworkKeys,
  type SocialNetworkKey,
} from '@atrium/contract/site-settings';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { saveAgainst } from '~/admin-kit/conflict-dialog';
import { InlineError, useQueryErrorToast } from '~/admin-kit/feedback';
import { ResourceForm } from '~/admin-kit/resource-form';
import { FormScope, guarded } from '~/admin-kit/unsaved-changes';
import { FieldInputs } from '~/admin-kit/field-inputs';
import { localizedFields } from '~/admin-kit/resource-api';
import { LanguageSwitcher, TranslationFields } from '~/admin-kit/translation-form';
import { type SiteLanguage, useSiteLocales } from '~/admin-kit/use-site-locales';
import { defaultCountryKey } from '~/admin-kit/use-default-country';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { useSave } from '~/admin-kit/use-save';
import { IconPlus, IconTrash } from '~/components/icons';
import { ImagePicker } from '~/components/media-inputs/image-picker';
import { PageHeader } from '~/components/page-header';
import { call } from '~/lib/api-client';
import { toastSuccess } from '~/lib/toast';
import {
  customInputs,
  type ImageField,
  imageFields,
  initialSiteSettingsValues,
  newRowKey,
  settingsForm,
  siteSettingsBody,
  type SiteSettingsValues,
  validateSiteSettings,
} from './site-settings-values';
import classes from './site-settings.module.css';

const settingsKey = ['admin-site-settings'] as const;

/** Every country a phone number may belong to, by its English name (decision 084). */
function countries(): Array<{ value: string; label: string }> {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return PHONE_COUNTRIES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

/** Every zone the browser knows, UTC first. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])].filter(Boolean);
}

/** The texts a visitor reads, written per language (decision 092): the short name, description and footer text. */
const translatedFields = localizedFields(siteSettingsFields.fields);

/**
 * Decision 048: /admin/settings, the organisation's details as the site, its feeds and its mails
 * show them. Where the site has several languages, a switcher edits the visitor-facing texts of
 * another language beside the default's (decision 092); the rest is shared.
 */
export default function SiteSettingsScreen() {
  const query = useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await call(adminSiteSettings, {}, { signal })).data,
  });
  useQueryErrorToast(query, T.fetchFailed);
  // Cancel starts the form again from what is stored.
  const [round, setRound] = useState(0);
  const languages = useSiteLocales();
  const [code, setCode] = useState('');
  const translating = languages.others.length ? languages.find(code) : undefined;
  return (
    <>
      <PageHeader title={T.heading} description={T.description} />
      {languages.others.length && query.data ? (
        <LanguageSwitcher
          languages={languages.all}
          defaultCode={languages.defaultLanguage.code}
          value={translating?.code ?? languages.defaultLanguage.code}
          onChange={(next) =>
            guarded(['site-settings'], () => setCode(next === languages.defaultLanguage.code ? '' : next))
          }
        />
      ) : null}
      {translating && query.data ? (
        <SettingsTranslation
          key={translating.code}
          language={translating}
          defaultLanguage={languages.defaultLanguage}
          original={query.data}
        />
      ) : query.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading" />
        </Group>
      ) : query.isError ? (
        <InlineError message={T.fetchFailed} onRetry={() => void query.refetch()} />
      ) : (
        // A new key after each save: the form starts again from what is stored. Decision 027: what
        // is typed is kept in this browser until it is saved (a reload, a closed tab).
        <FormScope
          value={{
            slot: 'site-settings',
            draft: { screen: 'site-settings', record: 'settings', recordSavedAt: query.data.updatedAt },
          }}
        >
          <SiteSettingsForm
            key={`${query.data.updatedAt ?? 'defaults'} ${round}`}
            settings={query.data}
            onCancel={() => setRound((n) => n + 1)}
          />
        </FormScope>
      )}
    </>
  );
}

/**
 * The settings' texts in another language, each beside the default language's (decision 092).
 * The version is the settings' own: a save here makes a form opened in another language stale.
 */
function SettingsTranslation({
  language,
  defaultLanguage,
  original,
}: {
  language: SiteLanguage;
  defaultLanguage: SiteLanguage;
  original: SiteSettings;
}) {
  const queryClient = useQueryClient();
  const key = [...settingsKey, language.code] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await call(adminSiteSettings, { query: { locale: language.code } }, { signal })).data,
    staleTime: 0,
    gcTime: 0,
  });
  const { serverErrors, submitting, run } = useSave(T.saveFailed);
  const [round, setRound] = useState(0);
  if (query.isPending) return <Loader aria-label="Loading" />;
  if (query.isError) return <InlineError message={T.fetchFailed} onRetry={() => void query.refetch()} />;

  const save = (body: Record<string, unknown>, opened: SiteSettings) =>
    run(async () => {
      const answer = await saveAgainst(
        { record: opened, version: versionTag(1, opened.updatedAt ?? '') },
        body,
        (attempt, ifMatch) =>
          call(updateSiteSettings, { query: { locale: language.code }, body: attempt }, { ifMatch }),
      );
      if (!answer) return;
      toastSuccess(answer.message || T.saved);
      queryClient.setQueryData(key, answer.data);
      // Every language's form holds the settings' version: the default one's is read again.
      await queryClient.invalidateQueries({ queryKey: settingsKey, exact: true });
      setRound((n) => n + 1);
    });

  return (
    <FormScope
      value={{
        slot: 'site-settings',
        draft: { screen: `site-settings:${language.code}`, record: 'settings', recordSavedAt: query.data.updatedAt },
      }}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <TranslationFields
          key={`${query.data.updatedAt ?? 'defaults'} ${round}`}
          fields={translatedFields}
          original={original}
          record={query.data}
          language={language}
          defaultLanguage={defaultLanguage}
          submitting={submitting}
          serverErrors={serverErrors}
          submitLabel={T.save}
          sharedNote={T.sharedInLanguages(defaultLanguage.label)}
          onSubmit={(body, opened) => void save(body, opened as SiteSettings)}
          onCancel={() => setRound((n) => n + 1)}
        />
      </Paper>
    </FormScope>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function SiteSettingsForm({ settings, onCancel }: { settings: SiteSettings; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const { serverErrors, submitting, run } = useSave(T.saveFailed);
  const form = useKitForm<SiteSettingsValues>({
    initial: () => initialSiteSettingsValues(settings),
    validate: validateSiteSettings,
    serverErrors,
  });
  const links = form.values.socialLinks;
  const stored = (field: ImageField) => {
    if (form.values.removed.includes(field)) return null;
    return settings[field];
  };
  const image = (field: ImageField) => ({
    ...form.field(field),
    existing: stored(field),
    onClearExisting: () => form.set('removed', [...form.values.removed, field]),
  });

  function setLink(index: number, change: Partial<(typeof links)[number]>, field: 'network' | 'url') {
    form.set(
      'socialLinks',
      links.map((link, i) => (i === index ? { ...link, ...change } : link)),
      [`socialLinks.${index}.${field}`],
    );
  }

  const save = () =>
    run(async () => {
      // Against the version the form was opened with (decision 083): null when the
      // administrator went back to the form from the conflict dialog.
      const answer = await saveAgainst(
        { record: settings, version: versionTag(1, settings.updatedAt ?? '') },
        siteSettingsBody(form.values),
        (body, ifMatch) => call(updateSiteSettings, { body }, { ifMatch }),
      );
      if (!answer) return;
      const { data, message } = answer;
      toastSuccess(message || T.saved);
      form.settle();
      queryClient.setQueryData(settingsKey, data);
      // The back office's publish times follow the zone saved here (decision 034).
      await queryClient.invalidateQueries({ queryKey: ['admin-settings'] });
      await queryClient.invalidateQueries({ queryKey: defaultCountryKey });
    });

  return (
    <ResourceForm
      form={form}
      mode="edit"
      submitLabel={T.save}
      submitting={submitting}
      onValidSubmit={() => void save()}
      onCancel={onCancel}
    >
      <Section title={T.identity}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={T.orgName}
            description={T.orgNameHint}
            maxLength={LIMITS.orgName}
            {...form.field('orgName')}
            required
          />
          <TextInput
            label={T.shortName}
            description={T.shortNameHint}
            maxLength={LIMITS.shortName}
            {...form.field('shortName')}
            required
          />
        </SimpleGrid>
        <Textarea
          label={T.descriptionLabel}
          description={T.descriptionHint}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={LIMITS.description}
          {...form.field('description')}
        />
      </Section>

      <Section title={T.images}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <ImagePicker label={T.logo} description={T.logoHint} aspectRatio={1} compact {...image('logo')} />
          <ImagePicker label={T.favicon} description={T.faviconHint} aspectRatio={1} compact {...image('favicon')} />
          <ImagePicker
            label={T.shareImage}
            description={T.shareImageHint}
            aspectRatio={1200 / 630}
            compact
            {...image('shareImage')}
          />
        </SimpleGrid>
      </Section>

      <Section title={T.contact}>
        <Text size="sm" c="dimmed">
          {T.contactHint}
        </Text>
        <TextInput label={T.contactEmail} type="email" maxLength={254} {...form.field('contactEmail')} required />
        <Textarea
          label={T.postalAddress}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={LIMITS.postalAddress}
          {...form.field('postalAddress')}
        />
      </Section>

      <Section title={T.social}>
        {links.length === 0 ? (
          <Text c="dimmed" size="sm">
            {T.noLinks}
          </Text>
        ) : null}
        <Stack gap="sm" role="list" aria-label={T.social}>
          {links.map((link, index) => {
            const networkLabel = link.network ? SocialNetworks[link.network] : `${index + 1}`;
            return (
              <div key={link.key} role="listitem" className={classes.linkRow}>
                <NativeSelect
                  className={classes.network}
                  label={T.network}
                  data={[
                    { value: '', label: '—' },
                    ...socialNetworkKeys.map((key) => ({ value: key, label: SocialNetworks[key] })),
                  ]}
                  value={link.network}
                  error={form.errors[`socialLinks.${index}.network`]}
                  onChange={(event) =>
                    setLink(index, { network: event.currentTarget.value as SocialNetworkKey | '' }, 'network')
                  }
                />
                <TextInput
                  className={classes.url}
                  label={T.url}
                  type="url"
                  placeholder="https://"
                  maxLength={LIMITS.url}
                  value={link.url}
                  error={form.errors[`socialLinks.${index}.url`]}
                  onChange={(event) => setLink(index, { url: event.currentTarget.value }, 'url')}
                />
                <ActionIcon
                  className={classes.remove}
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={T.removeLink(networkLabel)}
                  onClick={() =>
                    form.set(
                      'socialLinks',
                      links.filter((_, i) => i !== index),
                    )
                  }
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </div>
            );
          })}
        </Stack>
        {form.errors.socialLinks ? (
          <Text c="red" size="sm">
            {form.errors.socialLinks}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={links.length >= LIMITS.socialLinks}
            onClick={() => form.set('socialLinks', [...links, { key: newRowKey(), network: '', url: '' }])}
          >
            {T.addLink}
          </Button>
        </Group>
      </Section>

      <Section title={T.footer}>
        <Textarea
          label={T.footerText}
          description={T.footerTextHint}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={LIMITS.footerText}
          {...form.field('footerText')}
        />
        <FieldInputs
          fields={siteSettingsFields.fields}
          names={settingsForm.names}
          except={[...customInputs, ...imageFields]}
          form={form}
        />
        <Select
          label={T.timezone}
          description={T.timezoneHint}
          searchable
          allowDeselect={false}
          data={timeZones(settings.timezone)}
          value={form.values.timezone}
          error={form.errors.timezone}
          onChange={(value) => form.set('timezone', value ?? '')}
          maw={360}
          required
        />
        <Select
          label={T.defaultCountry}
          description={T.defaultCountryHint}
          searchable
          allowDeselect={false}
          data={countries()}
          value={form.values.defaultCountry}
          error={form.errors.defaultCountry}
          onChange={(value) => form.set('defaultCountry', (value ?? '') as typeof form.values.defaultCountry)}
          maw={360}
          required
        />
      </Section>
    </ResourceForm>
  );
}
