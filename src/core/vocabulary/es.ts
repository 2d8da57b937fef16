/** Spanish CRM vocabulary: the concept (see `en.ts`), then Spanish words and phrases for it. */
export const es = `account,empresa,compania,organizacion,cuenta,cliente
contact,contacto,persona,persona de contacto
opportunity,oportunidad,trato,negocio
owner,propietario,responsable,asignado,comercial,comercial asignado
accountmanager,gestor de cuenta
parent,matriz,empresa matriz
name,nombre de,razon social
firstname,^nombre
lastname,apellido
name,nombre completo
jobtitle,cargo,puesto
description,descripcion
phone,telefono
mobile,movil,celular
email,correo,correo electronico
address,direccion,calle
city,ciudad,localidad
state,provincia,estado provincia
postal,codigo postal
country,pais
billing,facturacion fiscal,fiscal
employee,empleado,plantilla,numero de empleado,nº de empleado,trabajador,tamano de plantilla
revenue,facturacion,ingreso,venta
amount,valor,importe,monto
probability,probabilidad
number,numero,nº
industry,sector,industria
source,origen,fuente
status,estado
stage,etapa,fase
priority,prioridad
language,idioma
currency,moneda,divisa
gender,genero,sexo
department,departamento
date,fecha
expected,prevista,previsto,estimado,estimada
close,cierre
create,creacion,creado
since,alta
renewal,renovacion
birthdate,fecha de nacimiento,cumpleano
reason,motivo,razon
loss,perdida,perdido
won,ganado
budget,presupuesto
vat,nif,cif,nif cif
yes,si
high,alta
medium,media
low,baja
german,aleman
english,ingles
french,frances
spanish,espanol,espana
smb,pyme
mid market,mediana empresa
enterprise,gran empresa
technology,tecnologia
healthcare,salud,sanidad
retail,comercio minorista,minorista`;
