/** 游戏列表: filters (厂商, 分类, 状态, 名称), the catalogue with covers, editing one game, CSV of every page. */
import { Button, Flex, Image, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { apiPaths, gamePlatformListSchema, type OperatorGame } from 'shared-contracts';
import { useRoleIn } from '../../../session/session';
import { ExportButton } from '../../../shared/ExportButton';
import { formatTime } from '../../../shared/format';
import { useLoaded } from '../../../shared/useLoaded';
import { usePagedList } from '../../../shared/usePagedList';
import { categoryName, categoryOptions, GAME_STATUS, statusOptions } from '../game-values';
import { GameEditModal } from './GameEditModal';
import { PagedTable } from '../../../shared/PagedTable';

interface Filters {
  plat_type_id?: number;
  game_type_id?: number;
  status?: number;
  game_name?: string;
}

export function GameList() {
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<OperatorGame | null>(null);
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const list = usePagedList<OperatorGame>(apiPaths.admin.games, { ...filters });
  const platforms = useLoaded(apiPaths.lobby.platforms, {}, gamePlatformListSchema).data ?? [];
  const platformName = (id: number) => platforms.find((platform) => platform.id === id)?.name ?? String(id);
  const set = (change: Filters) => setFilters((current) => ({ ...current, ...change }));

  const columns: TableColumnsType<OperatorGame> = [
    {
      title: '封面',
      key: 'cover',
      width: 72,
      render: (_, game) => <Image src={game.image || game.game_image} alt={game.game_name} width={48} height={48} />,
    },
    { title: '名称', dataIndex: 'game_name' },
    { title: '代码', dataIndex: 'game_code' },
    { title: '厂商', dataIndex: 'plat_type_id', render: platformName },
    { title: '分类', dataIndex: 'game_type_id', render: categoryName },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: number) => <Tag color={GAME_STATUS[status]?.color}>{GAME_STATUS[status]?.label ?? status}</Tag>,
    },
    { title: '热门', dataIndex: 'is_hot', render: (hot: number) => (hot ? <Tag color="red">热门</Tag> : '—') },
    { title: '排序', dataIndex: 'sort' },
    { title: '添加时间', dataIndex: 'created_at', render: formatTime },
    {
      title: '操作',
      key: 'actions',
      render: (_, game) =>
        mayEdit && (
          <Button type="link" onClick={() => setEditing(game)}>
            编辑
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap>
        <Select
          allowClear
          placeholder="厂商"
          style={{ width: 160 }}
          options={platforms.map((platform) => ({ value: platform.id, label: platform.name }))}
          onChange={(plat_type_id?: number) => set({ plat_type_id })}
        />
        <Select
          allowClear
          placeholder="分类"
          style={{ width: 140 }}
          options={categoryOptions}
          onChange={(game_type_id?: number) => set({ game_type_id })}
        />
        <Select
          allowClear
          placeholder="状态"
          style={{ width: 140 }}
          options={statusOptions}
          onChange={(status?: number) => set({ status })}
        />
        <Input.Search
          allowClear
          placeholder="名称"
          style={{ width: 200 }}
          onSearch={(text) => set({ game_name: text.trim() || undefined })}
        />
        <ExportButton
          filename="games.csv"
          fetchPage={list.fetchPage}
          columns={[
            { title: 'ID', value: (game) => game.id },
            { title: '名称', value: (game) => game.game_name },
            { title: '代码', value: (game) => game.game_code },
            { title: '厂商', value: (game) => platformName(game.plat_type_id) },
            { title: '分类', value: (game) => categoryName(game.game_type_id) },
            { title: '状态', value: (game) => GAME_STATUS[game.status]?.label ?? game.status },
            { title: '热门', value: (game) => (game.is_hot ? '是' : '否') },
            { title: '排序', value: (game) => game.sort },
            { title: '添加时间', value: (game) => formatTime(game.created_at) },
          ]}
        />
      </Flex>
      <PagedTable<OperatorGame> list={list} columns={columns} />
      {editing && (
        <GameEditModal
          game={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.reload();
          }}
        />
      )}
    </Flex>
  );
}
