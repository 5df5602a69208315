/**
 * PostgreSQL only: `wallet_call`, a provider's bet or win in one round trip (issue 20). On
 * PostgreSQL each statement is a round trip, and a bet or win took about a dozen of them, each
 * costing the API more CPU than the statement costs the server. The function runs the same
 * statements as the TypeScript path (modules/provider/service.ts, money-call.ts, rounds-store.ts,
 * ledger/ledger.ts), in the same order, taking the same locks, for the common case only:
 * - a bet of a player with no protection limit row and no break;
 * - a win that keeps its round within its limit.
 * Anything else (protection to judge, a win to hold) answers `slow` before it has written a row,
 * and the TypeScript path, which is the rule, runs the call instead. Rollbacks always take that path.
 *
 * Outcomes: `done` (o_balance, o_transfer_id; the provider transaction row is written), `replay`
 * (o_response, the first answer), `conflict` (the id was used with another meaning), `refused:<name>`,
 * `insufficient:<account id>` or `out_of_range:<account id>` (a ledger leg was refused), `slow`,
 * `again:<sqlstate>` (a unique-key race or a deadlock: run the call again alone), `error:…`. Only
 * `done` leaves rows written: the function's body is a subtransaction of its own, undone on any
 * other ending, so the caller needs no savepoint around it.
 *
 * A later change of the rule in TypeScript must change this function too (a new migration that
 * replaces it): provider-fast-path.test.ts runs random calls through both and compares every row.
 */
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context';

export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql.raw(WALLET_CALL).execute(db);
}

const MAX_SAFE = '9007199254740991';

/** A leg as ledger/store.ts balanceUpdate applies it: refused below zero (player-side kinds) or beyond a safe integer. */
const leg = (account: string, delta: string, into: string) => `
    update accounts a set balance = a.balance + ${delta}
     where a.id = ${account}
       and (a.kind not in ('player', 'player_hold', 'red_packet') or a.balance + ${delta} >= 0)
       and a.balance + ${delta} <= ${MAX_SAFE} and a.balance + ${delta} >= -${MAX_SAFE}
    returning a.balance into ${into};`;

const WALLET_CALL = `
-- Why ledger.ts refusalOf refuses a leg: beyond a safe integer, else insufficient funds. Raised.
create or replace function wallet_call_refuse_leg(p_account integer, p_delta bigint) returns void
language plpgsql as $fn$
declare
  v_balance bigint;
begin
  select a.balance into v_balance from accounts a where a.id = p_account;
  raise sqlstate 'WCLEG' using message =
    case when abs(v_balance::numeric + p_delta) <= ${MAX_SAFE} then 'insufficient' else 'out_of_range' end
    || ':' || p_account;
end
$fn$;

create or replace function wallet_call(
  p_kind text, p_provider text, p_transaction_id text, p_bet_transaction_id text, p_round_id text,
  p_player_id integer, p_wallet integer, p_clearing integer, p_request_hash text, p_amount bigint,
  p_now text, p_session_hash text, p_game_code text, p_game_type_id integer, p_limit_keys text[],
  p_max_win_multiple bigint, p_performance_day text, p_transfer_key text, p_transfer_hash text,
  p_reference text, p_response_head text, p_response_tail text,
  out o_outcome text, out o_balance bigint, out o_transfer_id integer, out o_response text)
language plpgsql as $fn$
declare
  v_own provider_transactions%rowtype;
  v_bet provider_transactions%rowtype;
  v_cancelled boolean;
  v_session provider_sessions%rowtype;
  v_round game_rounds%rowtype;
  v_unpaid_held numeric;
  v_wallet_delta bigint;
  v_clearing_balance bigint;
  v_day text;
begin
  -- The block is a subtransaction: whatever the call wrote is undone when it ends in an exception,
  -- so the function runs without the savepoint group commit gives other units, and never leaves the
  -- caller's transaction aborted.
  begin
  -- money-call.ts: the bet's lock, the call's own record (a repeat), its bet's, and a rollback of it.
  perform pg_advisory_xact_lock(hashtext(p_provider || ':' || p_bet_transaction_id));
  select * into v_own from provider_transactions t
   where t.provider = p_provider and t.transaction_id = p_transaction_id;
  if found then
    if v_own.request_hash <> p_request_hash then o_outcome := 'conflict'; return; end if;
    o_outcome := 'replay'; o_response := v_own.response_json; return;
  end if;
  select * into v_bet from provider_transactions t
   where t.provider = p_provider and t.transaction_id = p_bet_transaction_id;
  select exists (select 1 from provider_transactions t where t.provider = p_provider
                  and t.bet_transaction_id = p_bet_transaction_id and t.kind = 'rollback') into v_cancelled;

  if p_kind = 'bet' then
    -- service.ts placeBet
    if v_cancelled then o_outcome := 'refused:betCancelled'; return; end if;
    select * into v_session from provider_sessions s where s.token_hash = p_session_hash;
    if not found or v_session.player_id <> p_player_id or v_session.provider <> p_provider
       or not (v_session.expires_at collate "C" > p_now collate "C") then
      o_outcome := 'refused:sessionInvalid'; return;
    end if;
    select * into v_round from game_rounds r
     where r.provider = p_provider and r.round_id = p_round_id and r.player_id = p_player_id;
    if found and (v_round.status <> 'open' or v_round.game_code <> p_game_code) then
      o_outcome := 'refused:roundMismatch'; return;
    end if;
    -- Protection to judge (a limit row or a break): the TypeScript path judges it.
    if exists (select 1 from player_limits l where l.player_id = p_player_id and l.limit_key = any (p_limit_keys))
       or exists (select 1 from player_protection pp where pp.player_id = p_player_id and pp.break_kind is not null) then
      o_outcome := 'slow'; return;
    end if;
    insert into game_rounds as r (provider, round_id, player_id, game_code, game_type_id, stake, payout, status, opened_at)
    values (p_provider, p_round_id, p_player_id, p_game_code, p_game_type_id, p_amount, 0, 'open', p_now)
    on conflict (provider, round_id, player_id) do update set stake = r.stake + p_amount where r.status = 'open';
    if not found then o_outcome := 'refused:roundMismatch'; return; end if;
    v_wallet_delta := -p_amount;
  else
    -- service.ts settleWin
    if v_bet.id is null or v_bet.kind <> 'bet' then o_outcome := 'refused:betNotFound'; return; end if;
    if v_bet.player_id <> p_player_id or v_bet.round_id <> p_round_id then
      o_outcome := 'refused:roundMismatch'; return;
    end if;
    if v_cancelled then o_outcome := 'refused:betCancelled'; return; end if;
    -- held-wins.ts holdWinAboveLimit: above the round's limit, the TypeScript path holds the win.
    if p_amount > 0 then
      select * into v_round from game_rounds r
       where r.provider = p_provider and r.round_id = p_round_id and r.player_id = p_player_id for update;
      select coalesce(sum(h.amount), 0) into v_unpaid_held from held_wins h
       where h.provider = p_provider and h.round_id = p_round_id and h.player_id = p_player_id and h.status <> 'paid';
      if coalesce(v_round.payout, 0)::numeric + v_unpaid_held + p_amount
         > p_max_win_multiple::numeric * coalesce(v_round.stake, 0) then
        o_outcome := 'slow'; return;
      end if;
    end if;
    -- rounds-store.ts addPayout, with agent/performance-store.ts and records/daily-bets-store.ts.
    update game_rounds r set payout = r.payout + p_amount, status = 'settled', settled_at = p_now
     where r.provider = p_provider and r.round_id = p_round_id and r.player_id = p_player_id and r.status = 'open'
    returning r.* into v_round;
    if found then
      v_day := p_performance_day;
      while exists (select 1 from commission_days c where c.day = v_day) loop
        v_day := to_char(v_day::date + 1, 'YYYY-MM-DD');
      end loop;
      insert into player_daily_performance as d (player_id, day, game_type_id, rounds, stake)
      values (v_round.player_id, v_day, v_round.game_type_id, 1, v_round.stake)
      on conflict (player_id, day, game_type_id) do update set rounds = d.rounds + 1, stake = d.stake + excluded.stake;
      insert into player_daily_bets as d (player_id, day, provider, game_type_id, rounds, stake, payout)
      values (v_round.player_id, to_char((v_round.opened_at::timestamptz at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD'),
              v_round.provider, v_round.game_type_id, 1, v_round.stake, v_round.payout)
      on conflict (player_id, day, provider, game_type_id) do update
        set rounds = d.rounds + excluded.rounds, stake = d.stake + excluded.stake, payout = d.payout + excluded.payout;
    else
      update game_rounds r set payout = r.payout + p_amount, status = 'settled', settled_at = p_now
       where r.provider = p_provider and r.round_id = p_round_id and r.player_id = p_player_id and r.status = 'settled'
      returning r.* into v_round;
      if not found then
        raise exception 'win on a round that is neither open nor settled: %:%', p_provider, p_round_id;
      end if;
      if p_amount > 0 then
        insert into player_daily_bets as d (player_id, day, provider, game_type_id, rounds, stake, payout)
        values (v_round.player_id, to_char((v_round.opened_at::timestamptz at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD'),
                v_round.provider, v_round.game_type_id, 0, 0, p_amount)
        on conflict (player_id, day, provider, game_type_id) do update
          set rounds = d.rounds + excluded.rounds, stake = d.stake + excluded.stake, payout = d.payout + excluded.payout;
      end if;
    end if;
    v_wallet_delta := p_amount;
  end if;

  -- ledger.ts postTransfer: the transfer row, the wallet's leg, the clearing shard's leg last, the
  -- entries in account order. A win of 0 moves nothing.
  if p_amount > 0 then
    insert into transfers (idempotency_key, input_hash, kind, reference, created_at)
    values (p_transfer_key, p_transfer_hash, p_kind, p_reference, p_now) returning id into o_transfer_id;
    ${leg('p_wallet', 'v_wallet_delta', 'o_balance')}
    if not found then perform wallet_call_refuse_leg(p_wallet, v_wallet_delta); end if;
    ${leg('p_clearing', '-v_wallet_delta', 'v_clearing_balance')}
    if not found then perform wallet_call_refuse_leg(p_clearing, -v_wallet_delta); end if;
    insert into entries (transfer_id, kind, account_id, amount, balance_after, created_at)
    select o_transfer_id, p_kind, e.account_id, e.amount, e.balance_after, p_now
      from (values (p_wallet, v_wallet_delta, o_balance), (p_clearing, -v_wallet_delta, v_clearing_balance))
           as e (account_id, amount, balance_after)
     order by e.account_id;
  else
    select a.balance into o_balance from accounts a where a.id = p_wallet;
  end if;

  -- money-call.ts: the call's record, with its answer for its repeats.
  o_response := p_response_head
    || case when o_balance < 0 then '-' else '' end
    || (abs(o_balance) / 1000000)::text || '.' || lpad((abs(o_balance) % 1000000)::text, 6, '0')
    || p_response_tail;
  insert into provider_transactions (provider, transaction_id, kind, player_id, round_id, bet_transaction_id,
                                     amount, transfer_id, request_hash, response_json, created_at)
  values (p_provider, p_transaction_id, p_kind, p_player_id, p_round_id,
          case when p_kind = 'bet' then null else p_bet_transaction_id end,
          p_amount, o_transfer_id, p_request_hash, o_response, p_now);
  o_outcome := 'done';
  exception
    -- A refused leg (wallet_call_refuse_leg): the call's rows are undone; the message says why.
    when sqlstate 'WCLEG' then o_outcome := sqlerrm; return;
    -- A twin of the call committed meanwhile, or a deadlock: the caller runs the call again alone.
    when unique_violation or deadlock_detected or serialization_failure then
      o_outcome := 'again:' || sqlstate; return;
    when others then
      o_outcome := 'error:' || sqlstate || ':' || sqlerrm; return;
  end;
end
$fn$;

-- Calls that arrive together, in arrival order, in one statement: with no transaction around it,
-- one round trip and one commit for all. Each call's outcome in order; after one answered 'slow'
-- none runs (the caller runs that one, then the rest), so the order of the calls is kept.
create or replace function wallet_calls(p_calls jsonb, p_limit_keys text[]) returns jsonb
language plpgsql as $fn$
declare
  c jsonb;
  r record;
  v_outcomes jsonb := '[]'::jsonb;
begin
  for c in select value from jsonb_array_elements(p_calls) loop
    select * into r from wallet_call(c->>'kind', c->>'provider', c->>'transactionId', c->>'betTransactionId',
      c->>'roundId', (c->>'playerId')::integer, (c->>'wallet')::integer, (c->>'clearing')::integer,
      c->>'requestHash', (c->>'amount')::bigint, c->>'now', c->>'sessionHash', c->>'gameCode',
      (c->>'gameTypeId')::integer, p_limit_keys, (c->>'maxWinMultiple')::bigint, c->>'performanceDay',
      c->>'transferKey', c->>'transferHash', c->>'reference', c->>'head', c->>'tail');
    v_outcomes := v_outcomes || jsonb_build_array(jsonb_build_object('outcome', r.o_outcome,
      'balance', r.o_balance, 'transferId', r.o_transfer_id, 'response', r.o_response));
    exit when r.o_outcome = 'slow';
  end loop;
  return v_outcomes;
end
$fn$;
`;
