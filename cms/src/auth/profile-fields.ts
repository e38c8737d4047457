/** What a user may change of his own account through PUT /users/me (and what the export shows of it). */
export const PROFILE_FIELDS = [
  "username",
  "email",
  "twitter_nutzername",
  "linkedin_nutzername",
  "github_nutzername",
  "avatar_url",
  "website_url",
  "bio",
];
