/** The fields every promotion has, as PUT /api/admin/promotions/:type takes them; periods in Beijing time. */
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { isPromotionCover, messages, PROMOTION_GROUPS, PROMOTION_RULES_MAX_CHARS } from 'shared-contracts';
import { CoverInput } from './CoverInput';

const groupOptions = PROMOTION_GROUPS.map((group) => ({ value: group, label: messages.activityList.groups[group] }));

export function CommonFields() {
  return (
    <>
      <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item name="summary" label="简介">
        <Input maxLength={120} showCount />
      </Form.Item>
      <Form.Item name="group" label="分类" extra="玩家在活动页的哪个分类下看到它" required>
        <Select options={groupOptions} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="cover"
        label="封面"
        rules={[
          {
            validator: (_, value: string | undefined) =>
              value && isPromotionCover(value)
                ? Promise.resolve()
                : Promise.reject(new Error('请上传封面图片（不超过300KB）或填写 https 地址')),
          },
        ]}
      >
        <CoverInput />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'on', label: '上线' },
            { value: 'off', label: '下线' },
          ]}
        />
      </Form.Item>
      <Form.Item label="有效期（北京时间）" required style={{ marginBottom: 0 }}>
        <Form.Item
          name="starts_at"
          rules={[{ required: true, message: '请选择开始时间' }]}
          style={{ display: 'inline-block', marginRight: 8 }}
        >
          <DatePicker showTime placeholder="开始时间" aria-label="开始时间" />
        </Form.Item>
        <Form.Item
          name="ends_at"
          dependencies={['starts_at']}
          style={{ display: 'inline-block' }}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, end: Dayjs | null) => {
                const start = getFieldValue('starts_at') as Dayjs | undefined;
                return !end || !start || end.isAfter(start)
                  ? Promise.resolve()
                  : Promise.reject(new Error('结束时间须晚于开始时间'));
              },
            }),
          ]}
        >
          <DatePicker showTime placeholder="长期有效" aria-label="结束时间" />
        </Form.Item>
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="数字越大越靠前">
        <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item
        name="rules_html"
        label="活动规则（HTML）"
        extra="玩家页面展示前会过滤脚本、样式与不安全的链接，见「预览」"
      >
        <Input.TextArea rows={8} maxLength={PROMOTION_RULES_MAX_CHARS} showCount style={{ fontFamily: 'monospace' }} />
      </Form.Item>
    </>
  );
}
