import { phoneHref, shownPhone } from '@atrium/contract/submissions';
import { useDefaultCountry } from './use-default-country';

/** A phone number as the API answers it, shown as the site's country reads it and dialled in E.164 (decision 084). */
export function PhoneLink({ answered }: { answered: string }) {
  const country = useDefaultCountry();
  return <a href={phoneHref(answered)}>{shownPhone(answered, country)}</a>;
}
