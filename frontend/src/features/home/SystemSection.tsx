import { Braces, Cloud, Cpu, Lightbulb, Recycle, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardGrid } from '../../components/ui/Card';
import { Section } from '../../components/ui/Section';

export function SystemSection() {
  const { t } = useTranslation();
  const parts = [
    { icon: <Recycle size={24} />, title: t('home.system.smartBag.title'), text: t('home.system.smartBag.text') },
    { icon: <Cpu size={24} />, title: t('home.system.hardware.title'), text: t('home.system.hardware.text') },
    { icon: <Smartphone size={24} />, title: t('home.system.app.title'), text: t('home.system.app.text') },
    { icon: <Cloud size={24} />, title: t('home.system.cloud.title'), text: t('home.system.cloud.text') },
    { icon: <Braces size={24} />, title: t('home.system.api.title'), text: t('home.system.api.text') },
    { icon: <Lightbulb size={24} />, title: t('home.system.innovation.title'), text: t('home.system.innovation.text') },
  ];
  return (
    <Section eyebrow={t('home.system.eyebrow')} title={t('home.system.title')} intro={t('home.system.intro')}>
      <CardGrid columns={3} phone="list">
        {parts.map((part) => (
          <Card key={part.title} icon={part.icon} title={part.title}>
            <p>{part.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
