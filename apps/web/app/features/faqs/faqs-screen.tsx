import { AdminNavLabels } from '@atrium/contract/messages';
import { Stack } from '@mantine/core';
import { ResourceListPage } from '~/admin-kit/resource-list-page';
import { SingleRecordCard } from '~/admin-kit/single-record';
import { PageHeader } from '~/components/page-header';
import { faqsDefinition } from './faqs-definition';
import { faqsMainDefinition } from './faqs-main-definition';

/** Requirements 1 §2: the main FAQ on top, the FAQ list below. */
export default function FaqsScreen() {
  return (
    <>
      <PageHeader
        title={AdminNavLabels.faq}
        description="The FAQs page of the site: its heading, then the questions."
      />
      <Stack gap="xl">
        <SingleRecordCard definition={faqsMainDefinition} />
        <ResourceListPage definition={faqsDefinition} headingOrder={2} />
      </Stack>
    </>
  );
}
