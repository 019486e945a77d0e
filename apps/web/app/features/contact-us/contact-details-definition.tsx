import { contactDetailsEndpoints } from '@atrium/contract/endpoints/resources';
import { ContactDetailsMessages, type ContactDetails } from '@atrium/contract/submissions';
import type { SingleRecordDefinition } from '~/admin-kit/single-record';
import { createSingleRecordApi } from '~/admin-kit/single-record-api';
import { ContactDetailsForm } from './contact-details-form';
import type { ContactDetailsBody } from './contact-details-values';

export const contactDetailsApi = createSingleRecordApi(contactDetailsEndpoints);

/** The site's one contact details record: made by the migration, so every save is a PATCH;
 * the first says Created, later ones Updated (requirements 3 §4). */
export const contactDetailsDefinition: SingleRecordDefinition<ContactDetails, ContactDetailsBody> = {
  api: contactDetailsApi,
  heading: 'Contact Details',
  description:
    'The contact block of the public contact page: its heading, text, your details and a background picture.',
  canCreate: false,
  texts: {
    fetchFailed: ContactDetailsMessages.fetchFailed,
    saveFailed: ContactDetailsMessages.saveFailed,
    created: ContactDetailsMessages.created,
    updated: ContactDetailsMessages.updated,
  },
  // Unpublished only while blank: the first save fills and publishes it.
  isBlank: (record) => record.status === 0,
  Form: ContactDetailsForm,
};
