/** Creating or editing a banner: the picture (uploaded as a file, previewed), the promotion it opens, its order. */
import { Form, InputNumber, Select } from 'antd';
import type { z } from 'zod';
import { adminBannerSchema, apiPaths, promotionTypeLabels } from 'shared-contracts';
import { api } from '../../../api/client';
import { ImageUpload } from '../../../shared/ImageUpload';
import { SaveModal } from '../../../shared/SaveModal';

export type Banner = z.infer<typeof adminBannerSchema>;
type BannerFields = Pick<Banner, 'cover_images' | 'activity_type' | 'sort'>;

const activityOptions = Object.entries(promotionTypeLabels).map(([type, label]) => ({
  value: Number(type),
  label: `${type} ${label}`,
}));

export function BannerModal({ banner, onClose, onSaved }: { banner: Banner | null; onClose(): void; onSaved(): void }) {
  const [form] = Form.useForm<BannerFields>();
  const submit = (fields: BannerFields) =>
    banner
      ? api.put(`${apiPaths.admin.banners}/${banner.id}`, fields, adminBannerSchema)
      : api.post(apiPaths.admin.banners, fields, adminBannerSchema);

  return (
    <SaveModal
      title={banner ? `编辑轮播图 #${banner.id}` : '新增轮播图'}
      form={form}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form<BannerFields>
        form={form}
        layout="horizontal"
        labelCol={{ span: 4 }}
        initialValues={banner ?? { sort: 0, activity_type: 1 }}
      >
        <Form.Item label="图片" name="cover_images" rules={[{ required: true, message: '请上传图片' }]}>
          <ImageUpload previewWidth={480} previewHeight={192} testId="banner-image" />
        </Form.Item>
        <Form.Item label="跳转活动" name="activity_type" rules={[{ required: true, message: '请选择活动' }]}>
          <Select options={activityOptions} style={{ width: 260 }} aria-label="跳转活动" />
        </Form.Item>
        <Form.Item label="排序" name="sort" extra="数值越大越靠前">
          <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}
