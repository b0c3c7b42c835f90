/** The source repository, linked from the navbar, the footer and every "Edit this page". */
export const repositoryUrl = 'https://github.com/memai-sdk/memai-sdk';
