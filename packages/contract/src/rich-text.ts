/**
 * The rich-text editor's own texts (ours: the spec names only the toolbar's features, the
 * placeholder and the upload messages, which are in messages.ts).
 */
export const EditorTexts = {
  linkDialogTitle: 'Link',
  linkAddress: 'Link address',
  linkAddressDescription: 'A web address (https://…), an email link (mailto:…) or a page of this site (/…).',
  linkAddressInvalid: 'Enter a web address (https://…), an email link (mailto:…) or a page of this site (/…).',
  linkNewTab: 'Open in a new tab',
  linkSave: 'Save link',
  linkRemove: 'Remove link',
  /** The image dialog (decision 039): asked after an upload, and on a click on an image. */
  imageDescriptionTitle: 'Image description',
  imageDescription: 'Describe the image for people who cannot see it',
  imageDescriptionHint: 'What does it show that the text does not say? For a chart, its main finding.',
  imageDescriptionRequired: 'Describe the image, or mark it as decorative.',
  imageDecorative: 'Decorative image',
  imageDecorativeHint: 'It adds nothing to the text: screen readers skip it.',
  imageCaption: 'Caption (optional)',
  imageCaptionHint: 'Shown under the image, for everyone.',
  /** A toast after a paste from a word processor left out images the browser could not read. */
  pastedImagesDropped: (count: number) =>
    `${count === 1 ? 'One image' : `${count} images`} could not be pasted (the word processor kept ${count === 1 ? 'it' : 'them'} on your computer). Insert ${count === 1 ? 'it' : 'them'} with the image button.`,
  pastedImagesDroppedTitle: 'Some images were left out',
} as const;

/**
 * The link schemes the editor makes and the server keeps (besides paths of this site): the link
 * dialog refuses others, the sanitizer removes them.
 */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
