/** The web test server's question limit: low, so the 429 row is reached in a few questions. */
export const WEB_TEST_QUESTION_LIMIT = 3;
