/** Business constants of SPEC.md §9, shared by client and server. */
export const PRODUCT_NAME = 'Staffwright';
export const USERNAME_MIN = 2;
export const PASSWORD_MIN = 6;
/** Upper bounds the spec leaves open; chosen so that no field can be used to bloat rows. */
export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;
export const BUSINESS_FIELD_MIN = 2;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_PREVIEW_CHARS = 500;
export const TRAINING_SEARCH_LIMIT = 3;
export const UPLOAD_PROGRESS_STEP = 10;
export const UPLOAD_PROGRESS_INTERVAL_MS = 500;
export const UPLOAD_PROGRESS_CAP = 90;
export const AUTO_GENERATE_DELAY_MS = 500;
export const CHAT_AREA_HEIGHT_PX = 400;
export const CHAT_MESSAGE_MAX = 2000;
export const TUTORIAL_FLAG_KEY = 'hasSeenTutorial';
export const TEMPLATE_SKELETON_COUNT = 4;
export const DEFAULT_CHAT_THEME = {
  primaryColor: '#000000',
  secondaryColor: '#ffffff',
  fontFamily: 'Inter',
  borderRadius: 8,
} as const;
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.txt', '.pdf', '.doc', '.docx', '.rtf', '.odt', '.md', '.csv'] as const;
