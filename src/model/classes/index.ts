/** Classes (user groups): names, access codes, invitations and their messages (spec 1 sections 2 to 8). */
export * from './messages';
export * from './rules';
