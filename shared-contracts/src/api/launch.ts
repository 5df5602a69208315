/** Game launch (spec §4, §7): the lobby's begin call and the provider launch calls answer a URL to open. */
import { z } from 'zod';
import { apiMessages } from './messages';
import { idField, optionalText, requiredText } from './fields';

/** A provider's game code: letters, digits and `_ . : -`, no spaces. */
const GAME_CODE = /^[A-Za-z0-9_.:-]+$/;

export const gameCodeField = requiredText(apiMessages.missingFields, 64).regex(GAME_CODE, apiMessages.badField);
/** A game code that may be left out (or blank). */
const optionalGameCodeField = optionalText(64).refine(
  (code) => code === undefined || GAME_CODE.test(code),
  apiMessages.badField,
);

/** Empty text (a form field left blank) counts as missing. */
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/plat/game/begin: plat_type_id picks the platform when two share a game code. */
export const gameBeginRequestSchema = z.object({
  game_code: gameCodeField,
  plat_type_id: z.preprocess(blankIsMissing, idField.optional()),
});

/** A provider launch call: a game of that provider, or its own lobby when no game is named. */
export const providerLaunchRequestSchema = z.object({
  game_code: optionalGameCodeField,
});

/** GET /api/ag/forward-game: game_id is the game's id in the lobby (games.id); 0 or none opens the AG lobby. */
export const agForwardRequestSchema = z.object({
  game_id: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: apiMessages.badField })
      .int(apiMessages.badField)
      .min(0, apiMessages.badField)
      .max(2_147_483_647, apiMessages.badField)
      .optional(),
  ),
  game_code: optionalGameCodeField,
});

export const launchResultSchema = z.object({ url: z.string() });

export type GameBeginRequest = z.infer<typeof gameBeginRequestSchema>;
export type LaunchResult = z.infer<typeof launchResultSchema>;
