'use strict';

// The one password policy of every path that sets a password (registration, reset, change), so a
// direct API call is held to the same rule as the web app's forms (lib/schemas/auth.ts): at least
// 8 characters and a zxcvbn-ts score of 2 or more (0 and 1 are 'Too weak').
const { errors } = require('@strapi/utils');
const { zxcvbn, zxcvbnOptions } = require('@zxcvbn-ts/core');
const common = require('@zxcvbn-ts/language-common');
const german = require('@zxcvbn-ts/language-de');

const MIN_LENGTH = 8;

zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...german.dictionary },
  graphs: common.adjacencyGraphs,
});

/** Names the user chose, which a password must not lean on. */
const userInputsOf = (user = {}) =>
  [user.username, user.email, typeof user.email === 'string' ? user.email.split('@')[0] : null].filter(
    (v) => typeof v === 'string' && v,
  );

function isStrongEnough(password, user) {
  return typeof password === 'string' && password.length >= MIN_LENGTH && zxcvbn(password, userInputsOf(user)).score >= 2;
}

/** Throws the machine-readable PASSWORD_TOO_WEAK the web app turns into its German text. */
function assertStrongPassword(password, user) {
  if (isStrongEnough(password, user)) return;
  throw new errors.ValidationError('Das Passwort ist zu schwach: mindestens 8 Zeichen und schwer zu erraten.', {
    code: 'PASSWORD_TOO_WEAK',
  });
}

module.exports = { assertStrongPassword, isStrongEnough, MIN_LENGTH };
