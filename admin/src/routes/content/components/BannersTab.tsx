/** 轮播图: the home carousel's banners with their pictures, the promotion each opens, the order; create, edit, delete. */
import { App, Button, Flex, Image, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { adminBannerSchema, apiPaths, promotionTypeLabels } from 'shared-contracts';
import { api } from '../../../api/client';
import { useRoleIn } from '../../../session/session';
import { ConfirmButton } from '../../../shared/ConfirmButton';
import { formatTime } from '../../../shared/format';
import { useLoaded } from '../../../shared/useLoaded';
import { BannerModal, type Banner } from './BannerModal';

const bannerListSchema = z.array(adminBannerSchema);

export function BannersTab() {
  const { message } = App.useApp();
  const mayEdit = useRoleIn(['super_admin', 'operations']);
  const { data, loading, reload } = useLoaded(apiPaths.admin.banners, {}, bannerListSchema);
  // null: closed; 'new': creating; a banner: editing it.
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);

  async function remove(banner: Banner) {
    try {
      await api.delete(`${apiPaths.admin.banners}/${banner.id}`);
      message.success('已删除');
      await reload();
    } catch (error) {
      message.error((error as Error).message);
    }
  }

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
          <Flex gap={4}>
            <Button type="link" onClick={() => setEditing(banner)}>
              编辑
            </Button>
            <ConfirmButton type="link" danger title="确认删除该轮播图？" onConfirm={() => remove(banner)}>
              删除
            </ConfirmButton>
          </Flex>
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
