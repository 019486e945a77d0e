import { typedPhone } from '@atrium/contract/submission-rules';

/** Where the caret goes: after the same number of digits as before the change. */
function caretAfterDigits(shown: string, digits: number): number {
  let seen = 0;
  for (let index = 0; index < shown.length; index++) {
    if (seen === digits) return index;
    if (/\d/.test(shown[index]!)) seen++;
  }
  return shown.length;
}

function regroup(input: HTMLInputElement, value: string, digitsBeforeCaret: number): void {
  const shown = typedPhone(value, input.dataset.country);
  input.value = shown;
  const caret = caretAfterDigits(shown, digitsBeforeCaret);
  input.setSelectionRange(caret, caret);
}

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/**
 * A phone field shows a North American number's digits 3-3-4 with dashes as they are typed
 * (requirements 3 §5; another country's, or one starting with '+', as typed: decision 084), the
 * field's `data-country` being the site's default country; what no phone number has is dropped. Deleting next to a dash deletes the digit beyond it, not just the dash the
 * field would put back. Registered before the form's own listener, so the rule sees the grouped value.
 */
export function groupPhoneAsTyped(input: HTMLInputElement): void {
  input.addEventListener('beforeinput', (event) => {
    const start = input.selectionStart ?? 0;
    if (start !== input.selectionEnd) return;
    const value = input.value;
    const back = event.inputType === 'deleteContentBackward' && value[start - 1] === '-';
    const forward = event.inputType === 'deleteContentForward' && value[start] === '-';
    if (!back && !forward) return;
    event.preventDefault();
    const at = back ? start - 2 : start + 1;
    if (at < 0 || at >= value.length) return;
    regroup(input, value.slice(0, at) + value.slice(at + 1), digitsIn(value.slice(0, back ? at : start)));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  input.addEventListener('input', () => {
    const caret = input.selectionStart ?? input.value.length;
    if (typedPhone(input.value, input.dataset.country) === input.value) return;
    regroup(input, input.value, digitsIn(input.value.slice(0, caret)));
  });
  // The form's script loads when the form is first used: digits typed before it arrived (a fast
  // typist, a slow connection) are grouped as soon as it does, as if typed after.
  if (input.value && typedPhone(input.value, input.dataset.country) !== input.value) {
    regroup(input, input.value, digitsIn(input.value));
  }
}
