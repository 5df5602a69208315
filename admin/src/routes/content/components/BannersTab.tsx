/** 轮播图: the home carousel's banners with their pictures, the promotion each opens, the order; create, edit, delete. */
import { Button, Flex, Image, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { adminBannerSchema, apiPaths, promotionTypeLabels } from 'shared-contracts';
import { useRoleIn } from '../../../session/session';
import { EditDeleteActions } from '../../../shared/EditDeleteActions';
import { formatTime } from '../../../shared/format';
import { useLoaded } from '../../../shared/useLoaded';
import { BannerModal, type Banner } from './BannerModal';

const bannerListSchema = z.array(adminBannerSchema);

export function BannersTab() {
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const { data, loading, reload } = useLoaded(apiPaths.admin.banners, {}, bannerListSchema);
  // null: closed; 'new': creating; a banner: editing it.
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);

  const columns: TableColumnsType<Banner> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: '图片',
      dataIndex: 'cover_images',
      render: (src: string) => <Image src={src} alt="轮播图" width={200} height={80} style={{ objectFit: 'cover' }} />,
    },
    {
      title: '跳转活动',
      dataIndex: 'activity_type',
      render: (type: number) => <Tag>{`${type} ${promotionTypeLabels[type] ?? ''}`}</Tag>,
    },
    { title: '排序', dataIndex: 'sort', sorter: (a, b) => a.sort - b.sort },
    { title: '创建时间', dataIndex: 'created_at', render: formatTime },
    {
      title: '操作',
      key: 'actions',
      render: (_, banner) =>
        mayEdit && (
          <EditDeleteActions
            what="轮播图"
            onEdit={() => setEditing(banner)}
            deletePath={`${apiPaths.admin.banners}/${banner.id}`}
            onDeleted={reload}
          />
        ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {mayEdit && (
        <Flex>
          <Button type="primary" onClick={() => setEditing('new')}>
            新增轮播图
          </Button>
        </Flex>
      )}
      <Table<Banner>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={loading}
        pagination={{ pageSize: 10, showTotal: (total) => `共 ${total} 条` }}
      />
      {editing && (
        <BannerModal
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </Flex>
  );
}
