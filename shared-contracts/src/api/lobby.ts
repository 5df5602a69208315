/** The lobby (spec §3 Game, §7 lobby calls): games, the hot list, search, providers and categories. */
import { z } from 'zod';
import { apiMessages } from './messages';
import { idField, requiredText } from './fields';

export const gameSchema = z.object({
  id: z.number().int(),
  game_code: z.string(),
  game_name: z.string(),
  plat_type_id: z.number().int(),
  game_type_id: z.number().int(),
  /** Empty or 2: the game opens directly (/redirect); other values go to the category list. */
  open_type: z.number().int().nullable(),
  status: z.number().int(),
  /** Cover for the category list. */
  image: z.string(),
  /** Cover for the hot list. */
  game_image: z.string(),
});

export const gamePageSchema = z.object({ total: z.number().int(), data: z.array(gameSchema) });

const pageField = z.coerce
  .number({ error: apiMessages.badField })
  .int(apiMessages.badField)
  .min(1, apiMessages.badField)
  .max(10_000, apiMessages.badField);
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/plat/game: a category and/or a provider, paged (size at most 100). */
export const gameListRequestSchema = z.object({
  game_type_id: z.preprocess(blankIsMissing, idField.optional()),
  plat_type_id: z.preprocess(blankIsMissing, idField.optional()),
  page: z.preprocess(blankIsMissing, pageField.default(1)),
  size: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: apiMessages.badField })
      .int(apiMessages.badField)
      .min(1, apiMessages.badField)
      .max(100, apiMessages.badField)
      .default(30),
  ),
});

/** GET /api/plat/game/hot: the site sends is_hot=1, size=20, page=1 (spec §9). */
export const hotGamesRequestSchema = z.object({
  is_hot: z.preprocess(
    blankIsMissing,
    z.coerce.number({ error: apiMessages.badField }).int(apiMessages.badField).optional(),
  ),
  page: z.preprocess(blankIsMissing, pageField.default(1)),
  size: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: apiMessages.badField })
      .int(apiMessages.badField)
      .min(1, apiMessages.badField)
      .max(100, apiMessages.badField)
      .default(20),
  ),
});

/** POST /api/plat/game/search: by game name, case-insensitive substring. */
export const gameSearchRequestSchema = z.object({ game_name: requiredText(apiMessages.missingFields, 32) });

export const gamePlatformSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.number().int(),
});
export const gamePlatformListSchema = z.array(gamePlatformSchema);

/** GET /api/plat/game-type-list: game_plat_type is a provider id, or 0 (or absent) for all providers. */
export const gameCategoryListRequestSchema = z.object({
  game_plat_type: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: apiMessages.badField })
      .int(apiMessages.badField)
      .min(0, apiMessages.badField)
      .max(2_147_483_647, apiMessages.badField)
      .default(0),
  ),
});

/** GET /api/plat/game-type-list?game_plat_type=0: the categories that have games. */
export const gameCategorySchema = z.object({ id: z.number().int(), name: z.string(), games: z.number().int() });
export const gameCategoryListSchema = z.array(gameCategorySchema);

/** A whole number from JSON or form text, within bounds; every refusal in Chinese. */
const operatorNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: apiMessages.badField })
    .int(apiMessages.badField)
    .min(min, apiMessages.badField)
    .max(max, apiMessages.badField);

/** Operator: change a game's status, hot flag, order or pictures (audited). */
export const adminGameUpdateSchema = z.object({
  id: idField,
  status: z.preprocess(blankIsMissing, operatorNumber(1, 4).optional()),
  is_hot: z.preprocess(blankIsMissing, operatorNumber(0, 1).optional()),
  sort: z.preprocess(blankIsMissing, operatorNumber(-100_000, 100_000).optional()),
  image: z.string({ error: apiMessages.badField }).max(200_000, apiMessages.tooLong).optional(),
  game_image: z.string({ error: apiMessages.badField }).max(200_000, apiMessages.tooLong).optional(),
});

export type Game = z.infer<typeof gameSchema>;
export type GamePage = z.infer<typeof gamePageSchema>;
export type GamePlatform = z.infer<typeof gamePlatformSchema>;
export type GameCategory = z.infer<typeof gameCategorySchema>;
