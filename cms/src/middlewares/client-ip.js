'use strict';

// The visitor's address for Strapi's own per-address limits (users-permissions rate limit).
//
// Strapi is an internal service: every visitor request reaches it through the web app, so the
// socket peer is the web app and X-Forwarded-For is whatever the visitor sent (the web app must
// not be trusted to strip it, and a directly reachable Strapi would take it from anyone). So
// Koa's proxy trust is off (config/server.js) and the address is taken only from
// `X-Wundportal-Client-IP: <address>;<HMAC-SHA256 of "client-ip:<address>" keyed with
// CMS_READ_TOKEN>`, which only the web app can sign. Anything else keeps the socket address.
const { createHmac, timingSafeEqual } = require('node:crypto');
const { isIP } = require('node:net');

const HEADER = 'x-wundportal-client-ip';

function signature(secret, address) {
  return createHmac('sha256', secret).update(`client-ip:${address}`).digest();
}

/** The address in a correctly signed header value, else null. */
function verifiedAddress(value, secret) {
  if (typeof value !== 'string' || !secret) return null;
  const [address, mac, ...rest] = value.split(';');
  if (rest.length > 0 || !address || !mac || !isIP(address) || !/^[0-9a-f]{64}$/.test(mac)) return null;
  const expected = signature(secret, address);
  const given = Buffer.from(mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

module.exports = () => {
  const secret = process.env.CMS_READ_TOKEN;
  return async (ctx, next) => {
    const address = verifiedAddress(ctx.get(HEADER), secret);
    if (address) ctx.request.ip = address;
    await next();
  };
};

module.exports.verifiedAddress = verifiedAddress;
module.exports.signature = signature;
