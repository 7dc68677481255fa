import type { RepairOrderDto } from '../../../../api/staff';
import { FactList } from '../../../../components/ui/FactList';
import { Section } from '../../../../components/ui/Section';
import { estimateAnswer, INTAKE_CHECK_LABEL, INTAKE_PARTS } from '../../../../components/workshop/intake';
import { WORKSHOP_TEXT } from '../../text';

const TEXT = WORKSHOP_TEXT.order;

/** What was recorded when the order was opened: the device's condition, accessories, serial, estimate. */
export function IntakeSection({ order }: { order: RepairOrderDto }) {
  const { intake } = order;
  return (
    <Section title={TEXT.intake}>
      <FactList
        rows={[
          ...INTAKE_PARTS.map(
            (p) => [p.label, INTAKE_CHECK_LABEL[intake.checklist[p.key]]] as [string, string],
          ),
          ...(order.warrantyFault ? [[TEXT.fault, order.warrantyFault] as [string, string]] : []),
          ['Condition', intake.conditionNotes || '—'],
          ['Accessories', intake.accessories.length ? intake.accessories.join(', ') : TEXT.accessoriesNone],
          ['Serial / IMEI', intake.serial || TEXT.serialNone],
          ['Estimate', estimateAnswer(intake)],
        ]}
      />
    </Section>
  );
}
