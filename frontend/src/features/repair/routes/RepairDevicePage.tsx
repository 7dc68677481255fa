import Button from '@mui/material/Button';
import { useParams } from 'react-router-dom';
import {
  usePublicPricingQuery,
  type CatalogueDto,
  type CatalogueCategoryDto,
  type CatalogueModelDto,
} from '../../../api';
import { Island } from '../../../components/island/Island';
import { BackToTopButton } from '../../../components/ui/BackToTopButton';
import { ButtonRow } from '../../../components/ui/ButtonRow';
import { CardGrid } from '../../../components/ui/CardGrid';
import { NotFoundState } from '../../../components/ui/NotFoundState';
import { PageHeading } from '../../../components/ui/PageHeading';
import { paths } from '../../../config/paths';
import { servicePrice } from '../../../lib/servicePrice';
import { shop } from '../../../config/shop';
import { breadcrumbs, repairServices } from '../../../lib/seo/structuredData';
import { useRouteMeta } from '../../../lib/usePageMeta';
import { repairCrumbs } from '../crumbs';
import { findModel, sortedServices } from '../catalogue';
import { ServiceCard } from '../components/ServiceCard';
import { CategoryPage } from '../components/CategoryPage';

interface DeviceServicesProps {
  catalogue: CatalogueDto;
  category: CatalogueCategoryDto;
  device: CatalogueModelDto;
}

function DeviceServices({ catalogue, category, device }: DeviceServicesProps) {
  // The same price map as the wizard's, so the two always say the same (spec 9).
  const pricing = usePublicPricingQuery();
  const services = sortedServices(catalogue).map((service) => ({
    service,
    price: servicePrice(service, device, pricing.data),
  }));
  useRouteMeta(paths.repair.device, {
    values: { device: device.name, category: category.name },
    structuredData: [
      breadcrumbs(repairCrumbs(category, device)),
      // The repairs the device gets, as services of the shop; a price only when customers see prices.
      repairServices(
        device.name,
        paths.repair.device.href(category.id, device.id),
        services
          .filter(({ price }) => price.available)
          .map(({ service, price }) => ({
            name: `${device.name} ${service.name}`,
            serviceType: service.name,
            price: shop.customerPrices === 'shown' ? price.price : null,
            warranty: service.warranty,
          })),
      ),
    ],
  });
  return (
    <>
      <PageHeading
        title={`${device.name} Repair`}
        subtitle={`${category.name} repair services. Walk-ins welcome; appointments on request.`}
      />
      <CardGrid label={`${device.name} repair services`}>
        {services.map(({ service, price }) => (
          <ServiceCard key={service.id} service={service} price={price} />
        ))}
      </CardGrid>
      <ButtonRow>
        <Island name="backToTopButton" props={{ label: 'Back to Repair Service' }}>
          <BackToTopButton label="Back to Repair Service" />
        </Island>
      </ButtonRow>
    </>
  );
}

export default function RepairDevicePage() {
  const { category: categoryId, deviceId } = useParams();
  return (
    <CategoryPage categoryId={categoryId}>
      {(catalogue, category) => {
        const device = findModel(catalogue, categoryId, deviceId);
        if (!device) {
          return (
            <NotFoundState
              title="Device Not Found"
              message={`We could not find this ${category.name} model.`}
              actions={
                <Button variant="contained" href={paths.repair.category.href(category.id)}>
                  View {category.name} Models
                </Button>
              }
            />
          );
        }
        return <DeviceServices catalogue={catalogue} category={category} device={device} />;
      }}
    </CategoryPage>
  );
}
