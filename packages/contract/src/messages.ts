/**
 * The spec's exact texts, word for word. Screens and the server import them from here; a
 * text that appears in two places is written once.
 */
export const Messages = {
  required: 'This field is required',
  networkError: 'Network error or server unavailable.',
  noData: 'No data to display',
  deleteConfirm: 'Are you sure, you want to delete this?',
  /** ours: the confirmation's title names what goes ("Delete 'Open data in district health'?"). */
  deleteTitle: (name: string) => `Delete '${name}'?`,
  /** ours: several at once: "Delete 3 blogs?" */
  deleteManyTitle: (count: number, singular: string, plural: string) =>
    `Delete ${count} ${count === 1 ? singular : plural}?`,
  orderUpdated: 'Order Updated Successfully!',
  orderFailedTitle: 'Order Update Failed!',
  orderReverted: 'Reverted to last saved order.',
  statusFailedText: 'An error occurred while updating the status.',
  submitFailed: 'An error occurred while submitting the form.',
  countsInline: 'Failed to fetch counts. Please try again.',
  noToken: 'No access token found. Please log in again.',
  editorPlaceholder: 'Type or paste your content here!',
  uploadFailed: (statusText: string) => `Upload failed: ${statusText}`,
  uploadNetwork: 'Upload failed due to network error.',
  /** ours: a save whose upload the user stopped; the server keeps nothing of a cut-off body. */
  uploadCancelled: 'Upload cancelled. Nothing was saved.',
  imageTypes: 'Only JPG, JPEG, and PNG files are allowed.',
  videoTypes: 'Only MP4, WebM, and Ogg formats are allowed.',
  /** A podcast's audio file (decision 040). */
  audioTypes: 'Only MP3, M4A, and Ogg audio files are allowed.',
  /** The year is this year's (decision 048); the site's footer names the organisation of its settings. */
  copyright: (year = new Date().getFullYear(), name = 'Atrium Knowledge Network') =>
    `© ${year} ${name}. All rights reserved.`,
} as const;

export const AuthMessages = {
  invalidUsername: 'Invalid Username',
  invalidPassword: 'Invalid Password',
  invalidUserNameField: 'Invalid User Name',
  invalidPasswordField: 'Invalid Password',
  invalidCredentialsField: 'Invalid Credentials',
  /** The server's one answer for an unknown user or a wrong password (no account enumeration). */
  invalidCredentials: 'Invalid credentials',
  loginSuccess: "You've been logged in successfully!",
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  /** Refresh and sign-out read the session cookie only from the app's own calls (decision 026). */
  sessionHeaderMissing: 'This request must come from the back office.',
  loggedOut: 'You have been signed out.',
  /** The sign-in dialog over a screen whose session ended (decision 026). */
  sessionDialogTitle: 'Your session has ended',
  sessionDialogText: 'Sign in again to continue. Your changes are kept and will be saved after you sign in.',
  sessionDialogCancel: 'Go to login',

  emailEmpty: 'Please enter your email address.',
  emailSpaces: 'Email address cannot contain spaces.',
  emailInvalid: 'Please enter a valid email address.',
  resetSent: 'Password reset email sent.',
  resetFailed: 'An error occurred. Please try again later.',
  linkValidity: 'The link will be valid for 5 minutes',

  passwordEmpty: 'Please enter a password.',
  passwordSpaces: 'Password cannot contain spaces.',
  passwordShort: 'Password must be at least 8 characters long.',
  /** Not in the spec: argon2's cost grows with the input, so the server caps it. */
  passwordLong: 'Password must be at most 256 characters long.',
  passwordMismatch: 'Password do not match with confirm password',
  confirmSpaces: 'Confirm password cannot contain spaces.',
  confirmShort: 'Confirm password must be at least 8 characters long.',
  confirmMismatch: 'Confirm password do not match with password.',
  confirmEmpty: 'Please enter confirm password.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidLinkTitle: 'Invalid Link',
  invalidLink: 'The password reset link is invalid or has expired. Please sent mail again.',
  resetError: 'An error occurred while resetting the password.',
  resetSuccess: 'Password reset successful.',

  oldPasswordEmpty: 'Please enter old password.',
  newPasswordEmpty: 'Please enter new password.',
  confirmPasswordEmpty: 'Please enter confirm password.',
  oldPasswordWrong: 'Old password is incorrect.',
  changeError: 'An error occurred while changing password.',
  changeSuccess: 'Password changed Successfully!',

  profileEmailRequired: 'Email is required.',
  profileError: 'An error occurred while updating the profile.',
  profileSuccess: 'Profile Updated Successfully!',
  emailTaken: 'This email is already used by another administrator.',
  guestUser: 'Guest User',
} as const;

/**
 * Not in the spec: the server's answers to requests it cannot read at all (a broken body or
 * address, a method it does not serve), always in the usual envelope.
 */
export const RequestMessages = {
  malformedMultipart: 'The form data is malformed or cut short.',
  nulCharacter: 'Text must not contain NUL characters.',
  /** A subject, a name: text of one line (decision 061). */
  oneLine: 'Must be one line of text, without line breaks or control characters.',
  badUrl: 'The address is not valid.',
  urlTooLong: 'The address is too long.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
  badRequest: 'The request could not be read.',
  methodNotAllowed: (method: string) => `The method ${method} is not allowed.`,
  /** 404 under /api: no route (or the metrics endpoint while METRICS_TOKEN is unset). */
  noSuchEndpoint: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  /** 401 from /api/metrics: no bearer token, or not METRICS_TOKEN (decision 045). */
  metricsToken: 'A valid metrics token is required.',
  invalidValue: 'Invalid value.',
  invalidInput: 'Invalid input.',
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  unsupportedContentType: 'Unsupported content type. Send JSON or multipart/form-data.',
  notMultipart: 'The request is not multipart/form-data.',
  /** 500: what went wrong stays in the log. */
  internal: 'Something went wrong on our side. Please try again.',
  /** A 4xx that carries no message of its own. */
  fallback: 'Bad request.',
} as const;

/** Texts the list-screen kit shows, per resource. */
export type ResourceTexts = {
  /** 'Hero Slider' */
  singular: string;
  /** 'Hero Sliders' */
  plural: string;
  creating: string;
  created: string;
  updated: string;
  deleted: string;
  bulkDeleted: string;
  published: string;
  unpublished: string;
  countsToast: string;
  countsInline: string;
  listToast: string;
  listInline: string;
  createFailed: string;
  updateFailed: string;
  deleteFailedTitle: string;
  deleteFailed: string;
  bulkDeleteFailedTitle: string;
  bulkDeleteFailed: string;
  statusFailedTitle: string;
  statusFailed: string;
  searchPlaceholder: string;
  addLabel: string;
};

/** Durations of toasts, in milliseconds. */
export const ToastDuration = { success: 1500, loginSuccess: 2000, error: 2000 } as const;

/** Texts of the back-office shell and the account screens that the spec names (requirements 1 §1, §2, §8). */
export const AdminTexts = {
  errorTitle: 'Error',
  firstNamePlaceholder: 'Your first name',
  lastNamePlaceholder: 'Your last name',
  emailPlaceholder: 'Your email',
  myProfile: 'My Profile',
  editProfile: 'Edit Profile',
  changePassword: 'Change Password',
  logout: 'Logout',
  /** Navigation entries whose screens are not built yet are shown disabled with this hint. */
  comingSoon: 'Coming in a later release',
  /** The button of the single-record forms (requirements 1 §2, requirements 2 §2). */
  submit: 'Submit',
} as const;

/** The left navigation's labels, in the spec's order (requirements 1 §1). */
/** The call-to-action fields' labels (hero sliders, learn items): the form's, the audit log's and History's. */
export const CtaTexts = {
  button: 'Call-to-action button',
  url: 'CTA URL',
} as const;

export const AdminNavLabels = {
  heroSlider: 'Hero Slider',
  pages: 'Pages',
  learn: 'Learn',
  blogs: 'Blogs',
  podcasts: 'Podcasts',
  articles: 'Articles',
  videos: 'Videos',
  faq: 'FAQ',
  aboutUs: 'About us',
  missionVisionGoal: 'Mission Vision Goal',
  individuals: 'Individuals',
  connect: 'Connect',
  contactUs: 'Contact Us',
  industries: 'Industries',
  requestedAppointments: 'Requested Appointments',
  mailingLists: 'Mailing Lists',
  categories: 'Categories',
  auditLog: 'Audit log',
  users: 'Users',
  siteSettings: 'Site settings',
  redirects: 'Redirects',
  logout: 'Logout',
} as const;

/** Answers when the server cannot do its work for a while (not in the spec). */
export const ServiceMessages = {
  /** 503: the database or the data directory is out of reach; the request changed nothing. */
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  /** /api/readyz, per failed check. */
  databaseUnwritable: 'The database cannot be written.',
  dataDirUnwritable: 'The data directory cannot be written.',
} as const;

/** The unsaved-changes guard and the local drafts of the back office's forms (decision 027). */
export const UnsavedTexts = {
  title: 'Leave without saving?',
  message: 'Your changes in this form have not been saved. Stay to keep editing, or leave without saving them.',
  stay: 'Stay',
  leave: 'Leave',
  draftTitle: 'Unsaved changes from an earlier visit',
  draftMessage: (draftTime: string, savedTime: string | null) =>
    savedTime
      ? `This browser kept changes you made on ${draftTime}; the saved version is from ${savedTime}.`
      : `This browser kept what you typed here on ${draftTime}.`,
  restore: 'Restore',
  discard: 'Discard',
} as const;
