/** How the activity screens fill the kit's states and login prompt: the test ids the e2e suite knows them by. */
import { messages } from 'shared-contracts';

/** The retry of an unpaged call that failed. */
export const ACTIVITY_RELOAD_TEST_ID = 'activity-reload';

/** The login prompt's button; each screen says what logging in gives. */
export const ACTIVITY_LOGIN = { label: messages.activityCommon.login, testId: 'activity-login' } as const;
